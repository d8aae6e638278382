// One comment: its author, time, text (as text, line breaks kept), reactions and actions, the
// inline edit and reply forms, and, for a top-level comment, its replies.
import '@mantine/core/styles/Avatar.layer.css';
import { useState } from 'react';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommentItem, CommentReply } from '@fanclub/contract/comments';
import { formatDateTime } from '@/lib/format';
import { CommentForm } from './comment-form';
import { ReactionBar } from './reaction-bar';
import classes from './comments.module.css';

export type CommentActions = {
  postId: number;
  canComment: boolean;
  onDelete: (comment: CommentReply) => void;
  onBlock: (comment: CommentReply) => void;
  onBlocked: (message: string) => void;
};

type CommentCardProps = { comment: CommentItem | CommentReply; actions: CommentActions };

export function CommentCard({ comment, actions }: CommentCardProps) {
  const { t } = useTranslation('member');
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const replies = 'replies' in comment ? comment.replies : [];
  const name = comment.author?.nickname ?? '';
  const headingId = `comment-${comment.id}`;

  return (
    <Stack gap={6}>
      <Stack
        component="article"
        gap={6}
        aria-labelledby={comment.isDeleted ? undefined : headingId}
      >
        {comment.isDeleted ? (
          <Text fz="sm" c="dimmed" className={classes.deleted} py={4}>
            {t('comments.deleted')}
          </Text>
        ) : (
          <>
            <Group gap="sm" wrap="nowrap" align="center">
              <Avatar src={comment.author?.avatarUrl} alt="" radius="xl" size={36} color="sea">
                {name.slice(0, 1)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" fw={700} id={headingId} truncate>
                  {name}
                </Text>
                <Text fz="xs" c="dimmed">
                  <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                  {comment.editedAt && <> · {t('comments.edited')}</>}
                </Text>
              </div>
            </Group>
            {editing ? (
              <CommentForm
                postId={actions.postId}
                mode={{ kind: 'edit', commentId: comment.id }}
                label={t('comments.form.editLabel')}
                submitLabel={t('comments.form.save')}
                initial={comment.body ?? ''}
                autoFocus
                onDone={() => setEditing(false)}
                onCancel={() => setEditing(false)}
                onBlocked={actions.onBlocked}
              />
            ) : (
              <Text fz="sm" className={classes.body}>
                {comment.body}
              </Text>
            )}
            <Group gap={4} align="flex-start" wrap="wrap">
              <ReactionBar target="comment" id={comment.id} summary={comment.reactions} />
              <Group gap={2} aria-label={t('comments.actions.menu', { name })} role="group">
                {actions.canComment && (
                  <Button variant="subtle" size="compact-xs" onClick={() => setReplying((v) => !v)}>
                    {t('comments.actions.reply')}
                  </Button>
                )}
                {comment.canEdit && !editing && (
                  <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
                    {t('comments.actions.edit')}
                  </Button>
                )}
                {comment.canDelete && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    onClick={() => actions.onDelete(comment)}
                  >
                    {t('comments.actions.delete')}
                  </Button>
                )}
                {comment.canBlockAuthor && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    onClick={() => actions.onBlock(comment)}
                  >
                    {t('comments.actions.block')}
                  </Button>
                )}
              </Group>
            </Group>
            {replying && actions.canComment && (
              <CommentForm
                postId={actions.postId}
                mode={{ kind: 'reply', commentId: comment.id }}
                label={t('comments.form.replyLabel', { name })}
                submitLabel={t('comments.form.replySubmit')}
                autoFocus
                onDone={() => setReplying(false)}
                onCancel={() => setReplying(false)}
                onBlocked={actions.onBlocked}
              />
            )}
          </>
        )}
      </Stack>
      {replies.length > 0 && (
        <Stack
          component="ul"
          gap="md"
          className={classes.replies}
          mt={4}
          aria-label={t('comments.repliesLabel', { name: name || t('comments.deleted') })}
        >
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentCard comment={reply} actions={actions} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
