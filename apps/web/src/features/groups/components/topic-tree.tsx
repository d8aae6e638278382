// A group's topics as a tree: each main topic with its phase, its window in Japan time and its
// post count, its sub-topics indented under it; each title links to the topic's page.
import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupTopicNode, GroupTopicTree } from '@fanclub/contract/groups';
import { formatDateTime } from '@/lib/format';

const PHASE_COLOR = { upcoming: 'blue', open: 'teal', closed: 'gray' } as const;

function TopicRow({
  groupId,
  topic,
  sub,
}: {
  groupId: number;
  topic: GroupTopicNode;
  sub?: boolean;
}) {
  const { t } = useTranslation('groups');
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge
          color={PHASE_COLOR[topic.phase]}
          variant={topic.phase === 'open' ? 'filled' : 'light'}
          style={{ flexShrink: 0 }}
        >
          {t(`topics.phase.${topic.phase}`)}
        </Badge>
        {topic.status === 'draft' && (
          <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
            {t('topics.draft')}
          </Badge>
        )}
        <Anchor
          component={Link}
          to={`/groups/${groupId}/topics/${topic.id}`}
          fw={sub ? 500 : 700}
          style={{ overflowWrap: 'anywhere' }}
        >
          {topic.title}
        </Anchor>
      </Group>
      <Group gap="md" c="dimmed" fz="sm">
        <Group gap={4} wrap="nowrap">
          <IconClock size={14} aria-hidden />
          <Text fz="sm">
            {t('topics.window', {
              opens: formatDateTime(topic.opensAt),
              closes: formatDateTime(topic.closesAt),
            })}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconMessage size={14} aria-hidden />
          <Text fz="sm">{t('topics.posts', { count: topic.postCount })}</Text>
        </Group>
      </Group>
    </Stack>
  );
}

export function TopicTree({ groupId, topics }: { groupId: number; topics: GroupTopicTree[] }) {
  const { t } = useTranslation('groups');
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {topics.map((main) => (
        <Paper key={main.id} withBorder radius="md" p="md" component="li">
          <TopicRow groupId={groupId} topic={main} />
          {main.subTopics.length > 0 && (
            <Stack
              gap="sm"
              mt="sm"
              pl="md"
              component="ul"
              aria-label={t('topics.subTopics')}
              style={{
                listStyle: 'none',
                margin: 0,
                borderLeft: '3px solid var(--mantine-color-sea-2)',
              }}
            >
              {main.subTopics.map((sub) => (
                <li key={sub.id}>
                  <TopicRow groupId={groupId} topic={sub} sub />
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
