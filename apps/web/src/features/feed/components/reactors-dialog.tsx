// "Who reacted": the members and their reaction, newest first, filterable by type.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { useState } from 'react';
import { Avatar, Button, Group, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactionSummary } from '@fanclub/contract/comments';
import type { ReactionType } from '@fanclub/contract/posts';
import { formatDateTime } from '@/lib/format';
import { useReactors, type ReactionTarget } from '../api/get-reactions';
import { REACTIONS } from '../lib/reactions';
import { ReactionIcon } from './reaction-icon';

type ReactorsDialogProps = {
  target: ReactionTarget;
  id: number;
  summary: ReactionSummary;
  opened: boolean;
  onClose: () => void;
};

export function ReactorsDialog({ target, id, summary, opened, onClose }: ReactorsDialogProps) {
  const { t } = useTranslation(['member', 'common']);
  const [type, setType] = useState<ReactionType | undefined>(undefined);
  const reactors = useReactors(target, id, type, opened);
  const items = reactors.data?.pages.flatMap((page) => page.data) ?? [];
  const filters = REACTIONS.filter((each) => summary.counts[each] > 0);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('member:comments.reactions.whoTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Group gap={6} role="group" aria-label={t('member:comments.reactions.filterLabel')} mb="md">
        <Button
          size="compact-sm"
          radius="xl"
          variant={type === undefined ? 'filled' : 'default'}
          aria-pressed={type === undefined}
          onClick={() => setType(undefined)}
        >
          {t('member:comments.reactions.all', { count: summary.total })}
        </Button>
        {filters.map((each) => (
          <Button
            key={each}
            size="compact-sm"
            radius="xl"
            variant={type === each ? 'filled' : 'default'}
            aria-pressed={type === each}
            aria-label={t('member:comments.reactions.button', {
              name: t(`member:comments.reactions.${each}`),
              count: summary.counts[each],
            })}
            onClick={() => setType(each)}
          >
            <span aria-hidden>
              <ReactionIcon type={each} size={14} /> {summary.counts[each]}
            </span>
          </Button>
        ))}
      </Group>
      {reactors.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('member:comments.reactions.loading')} />
        </Group>
      ) : items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('member:comments.reactions.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group component="li" key={`${item.user.id}`} gap="sm" wrap="nowrap">
              <Avatar src={item.user.avatarUrl} alt="" radius="xl" size="md" color="sea">
                {item.user.nickname.slice(0, 1)}
              </Avatar>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate>
                  {item.user.nickname}
                </Text>
                <Text component="time" dateTime={item.createdAt} fz="xs" c="dimmed">
                  {formatDateTime(item.createdAt)}
                </Text>
              </div>
              <Text fz="xl" title={t(`member:comments.reactions.${item.type}`)}>
                <ReactionIcon type={item.type} size={22} />
                <VisuallyHidden component="span">
                  {t(`member:comments.reactions.${item.type}`)}
                </VisuallyHidden>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {reactors.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="subtle"
            size="compact-sm"
            loading={reactors.isFetchingNextPage}
            onClick={() => void reactors.fetchNextPage()}
          >
            {t('member:comments.reactions.loadMore')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}
