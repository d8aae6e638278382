// A post's comments: the comment form (or, for a blocked member, why there is none), the
// comments newest first with their replies, "more", and the delete / block confirmations.
import '@/lib/i18n-member';
import { useState } from 'react';
import { Alert, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommentReply } from '@fanclub/contract/comments';
import { QueryError } from '@/components/query-error';
import { useBlockCommenter, useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { CommentCard, type CommentActions } from './comment-card';
import { CommentForm } from './comment-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import classes from './comments.module.css';

export type CommentThreadProps = { postId: number };

export function CommentThread({ postId }: CommentThreadProps) {
  const { t } = useTranslation('member');
  const thread = useComments(postId);
  const remove = useDeleteComment(postId);
  const block = useBlockCommenter(postId);
  const [deleting, setDeleting] = useState<CommentReply>();
  const [blocking, setBlocking] = useState<CommentReply>();
  const [blockedMessage, setBlockedMessage] = useState<string>();

  const first = thread.data?.pages[0]?.meta;
  const isBlocked = Boolean(first?.isBlocked) || blockedMessage !== undefined;
  const items = thread.data?.pages.flatMap((page) => page.data) ?? [];
  const actions: CommentActions = {
    postId,
    canComment: !isBlocked && Boolean(first?.canComment),
    onDelete: (comment) => {
      remove.reset();
      setDeleting(comment);
    },
    onBlock: (comment) => {
      block.reset();
      setBlocking(comment);
    },
    onBlocked: setBlockedMessage,
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="lg" c="sea.9">
          {t('comments.title')}
        </Title>
        {thread.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('comments.loading')} />
          </Group>
        ) : thread.isError ? (
          <QueryError error={thread.error} onRetry={() => void thread.refetch()} />
        ) : (
          <>
            {isBlocked ? (
              <Alert
                color="orange"
                variant="light"
                icon={<IconLock aria-hidden />}
                title={t('comments.blocked.title')}
                role={blockedMessage ? 'alert' : 'status'}
              >
                <Stack gap={4}>
                  {blockedMessage && (
                    <Text fz="sm" fw={600}>
                      {blockedMessage}
                    </Text>
                  )}
                  <Text fz="sm">{t('comments.blocked.body')}</Text>
                </Stack>
              </Alert>
            ) : (
              <CommentForm
                postId={postId}
                mode={{ kind: 'comment' }}
                label={t('comments.form.label')}
                submitLabel={t('comments.form.submit')}
                onBlocked={setBlockedMessage}
              />
            )}
            <Text fz="xs" c="dimmed">
              {t('comments.form.plainText')}
            </Text>
            <Divider />
            {items.length === 0 ? (
              <Text fz="sm" c="dimmed" ta="center" py="md">
                {t('comments.empty')}
              </Text>
            ) : (
              <Stack component="ul" gap="lg" className={classes.list}>
                {items.map((comment) => (
                  <li key={comment.id}>
                    <CommentCard comment={comment} actions={actions} />
                  </li>
                ))}
              </Stack>
            )}
            {thread.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="light"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  {t('comments.more')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('comments.confirmDelete.title')}
        body={t('comments.confirmDelete.body')}
        confirmLabel={t('comments.confirmDelete.confirm')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })
        }
      />
      <ConfirmDialog
        opened={blocking !== undefined}
        title={t('comments.confirmBlock.title')}
        body={t('comments.confirmBlock.body', { name: blocking?.author?.nickname ?? '' })}
        confirmLabel={t('comments.confirmBlock.confirm')}
        pending={block.isPending}
        error={block.error?.message}
        onClose={() => setBlocking(undefined)}
        onConfirm={() =>
          blocking &&
          block.mutate(blocking.id, {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                message: t('comments.blockedNotice', { name: blocking.author?.nickname ?? '' }),
              });
              setBlocking(undefined);
            },
          })
        }
      />
    </Card>
  );
}
