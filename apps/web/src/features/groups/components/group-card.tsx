// A group in the `/groups` list: its image, name (the link), badges, a line of its description
// and how many members have joined.
import '@mantine/core/styles/Image.layer.css';
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPinFilled, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupListItem } from '@fanclub/contract/groups';
import { GroupBadges } from './group-badges';
import { GroupImagePlaceholder } from './group-image-placeholder';

export function GroupCard({ group }: { group: GroupListItem }) {
  const { t } = useTranslation('groups');
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} h="100%">
      {group.imageUrl ? (
        <Image
          src={group.imageUrl}
          alt={t('list.imageAlt', { name: group.name })}
          h={150}
          fit="cover"
        />
      ) : (
        <GroupImagePlaceholder h={150} />
      )}
      <Stack gap="xs" p="md">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={`/groups/${group.id}`}
            fw={700}
            fz="lg"
            style={{ overflowWrap: 'anywhere', flex: 1 }}
          >
            {group.name}
          </Anchor>
          {group.membership?.pinned && (
            <IconPinFilled size={18} aria-label={t('badge.pinned')} role="img" />
          )}
        </Group>
        <GroupBadges {...group} />
        {group.excerpt && (
          <Text c="dimmed" fz="sm" lineClamp={3}>
            {group.excerpt}
          </Text>
        )}
        <Group gap={6} c="dimmed">
          <IconUsers size={16} aria-hidden />
          <Text fz="sm">{t('list.members', { count: group.memberCount })}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
