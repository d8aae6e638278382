// A group's topics as a tree (main topics, their sub-topics indented), each with its state,
// window in Japan time, segments and posts; add, edit, publish, unpublish and delete.
import '@mantine/core/styles/Menu.layer.css';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminTopicItem } from '@fanclub/contract/groups-admin';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryError } from '@/components/query-error';
import { failureText } from '@/lib/form';
import { useTopicAction, useTopics } from '../api/groups';
import { TopicDialog } from './topic-dialog';

const PHASE_COLOR = { upcoming: 'blue', open: 'teal', closed: 'gray' } as const;

export function TopicsPanel({ groupId, canEdit }: { groupId: number; canEdit: boolean }) {
  const { t } = useTranslation('groups-admin');
  const topics = useTopics(groupId);
  const action = useTopicAction(groupId);
  const [editing, setEditing] = useState<{
    topic?: AdminTopicItem;
    parent?: AdminTopicItem | null;
  }>();
  const [deleting, setDeleting] = useState<AdminTopicItem>();
  if (topics.isError)
    return <QueryError error={topics.error} onRetry={() => void topics.refetch()} />;
  const all = topics.data ?? [];
  const mains = all.filter((x) => x.parentId === null);

  const act = (topic: AdminTopicItem, kind: 'publish' | 'unpublish') =>
    action.mutate(
      { topicId: topic.id, action: kind },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(kind === 'publish' ? 'topics.publishedToast' : 'topics.unpublishedToast'),
          }),
        onError: (e) => notifications.show({ color: 'red', message: failureText(e) }),
      },
    );

  const row = (topic: AdminTopicItem, depth: number) => (
    <Card key={topic.id} withBorder ml={depth ? 'xl' : 0} padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{topic.title}</Text>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={topic.status === 'published' ? 'teal' : 'gray'}>
              {t(`status.${topic.status}`)}
            </Badge>
            <Badge size="sm" variant="light" color={PHASE_COLOR[topic.phase]}>
              {t(`topics.phase.${topic.phase}`)}
            </Badge>
            <Text fz="sm" c="dimmed">
              {t('topics.window', {
                opens: formatJapanTime(topic.opensAt),
                closes: formatJapanTime(topic.closesAt),
              })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('topics.posts', { count: topic.postCount })}
            </Text>
          </Group>
          {topic.segments.length > 0 && (
            <Group gap={4}>
              {topic.segments.map((s) => (
                <Badge
                  key={s.segmentId}
                  size="xs"
                  color={s.operator === 'include' ? 'sea' : 'red'}
                  variant="dot"
                >
                  {s.operator === 'include' ? '+' : '−'} {s.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        {canEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('topics.actions', { title: topic.title })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing({ topic })}>{t('topics.edit')}</Menu.Item>
              {depth === 0 && (
                <Menu.Item onClick={() => setEditing({ parent: topic })}>
                  {t('topics.addSub')}
                </Menu.Item>
              )}
              {topic.status === 'draft' ? (
                <Menu.Item onClick={() => act(topic, 'publish')}>{t('topics.publish')}</Menu.Item>
              ) : (
                <Menu.Item onClick={() => act(topic, 'unpublish')}>
                  {t('topics.unpublish')}
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                onClick={() => {
                  action.reset();
                  setDeleting(topic);
                }}
              >
                {t('topics.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Card>
  );

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ parent: null })}>
            {t('topics.add')}
          </Button>
        </Group>
      )}
      {topics.data && all.length === 0 && <Text c="dimmed">{t('topics.empty')}</Text>}
      {mains.map((main) => (
        <Stack key={main.id} gap="xs">
          {row(main, 0)}
          {all.filter((x) => x.parentId === main.id).map((sub) => row(sub, 1))}
        </Stack>
      ))}
      <TopicDialog groupId={groupId} editing={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={Boolean(deleting)}
        title={t('topics.deleteTitle', { title: deleting?.title ?? '' })}
        body={t('topics.deleteBody')}
        confirmLabel={t('topics.delete')}
        pending={action.isPending}
        error={action.error ? failureText(action.error) : undefined}
        onConfirm={() =>
          deleting &&
          action.mutate(
            { topicId: deleting.id, action: 'delete' },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('topics.deleted') });
                setDeleting(undefined);
              },
            },
          )
        }
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
