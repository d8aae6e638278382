// A post's comments: top-level comments oldest first with one level of replies, likes, the
// author's edit, deletion by the author or a moderator (then a marker: deleted, or deleted by
// a moderator), and the box for a new comment while the reader may write.
import '@mantine/core/styles/Avatar.layer.css';
import { useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconHeart,
  IconHeartFilled,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupCommentReply } from '@fanclub/contract/group-topics';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { usePostComments } from '../api/topic';
import { useDeleteComment, useLike, useSaveComment, type CommentWrite } from '../api/write';
import classes from './topic.module.css';

export function CommentThread({ groupId, postId }: { groupId: number; postId: number }) {
  const { t } = useTranslation('group-topics');
  const comments = usePostComments(groupId, postId);
  if (comments.isError)
    return <QueryError error={comments.error} onRetry={() => void comments.refetch()} />;
  const list = comments.data?.data ?? [];
  const canComment = comments.data?.meta.canComment ?? false;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('comments.title')}
      </Title>
      {comments.data && list.length === 0 && <Text c="dimmed">{t('comments.none')}</Text>}
      {list.map((comment) => (
        <Card key={comment.id} withBorder p="sm">
          <Stack gap="xs">
            <CommentBody groupId={groupId} comment={comment} canReply={canComment} />
            {comment.replies.length > 0 && (
              <Stack
                gap="xs"
                pl={{ base: 'md', sm: 'xl' }}
                style={{ borderLeft: '2px solid var(--mantine-color-gray-2)' }}
              >
                {comment.replies.map((reply) => (
                  <CommentBody key={reply.id} groupId={groupId} comment={reply} canReply={false} />
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
      {canComment && (
        <CommentBox
          groupId={groupId}
          write={(body) => ({ kind: 'new', postId, body, parentId: null })}
          label={t('comments.label')}
          submit={t('comments.submit')}
        />
      )}
    </Stack>
  );
}

function CommentBody({
  groupId,
  comment,
  canReply,
}: {
  groupId: number;
  comment: GroupCommentReply;
  canReply: boolean;
}) {
  const { t } = useTranslation('group-topics');
  const like = useLike(groupId);
  const remove = useDeleteComment(groupId);
  const [mode, setMode] = useState<'reply' | 'edit'>();
  const [confirming, setConfirming] = useState(false);
  if (comment.isDeleted)
    return (
      <Text fz="sm" c="dimmed" fs="italic">
        {comment.deletedByModerator ? t('comments.deletedByModerator') : t('comments.deleted')}
      </Text>
    );
  const name = comment.author?.nickname ?? '';
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={comment.author?.avatarUrl ?? null} alt="" radius="xl" size={28}>
          {name.slice(0, 1)}
        </Avatar>
        <Text fw={600} fz="sm" truncate>
          {name}
        </Text>
        <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatDateTime(comment.createdAt)}
        </Text>
      </Group>
      {mode === 'edit' ? (
        <CommentBox
          groupId={groupId}
          initial={comment.body ?? ''}
          write={(body) => ({ kind: 'edit', commentId: comment.id, body })}
          label={t('comments.editLabel')}
          submit={t('comments.save')}
          onDone={() => setMode(undefined)}
        />
      ) : (
        <Text fz="sm" className={classes.text}>
          {comment.body}
        </Text>
      )}
      <Group gap={4}>
        <Button
          variant="subtle"
          color={comment.likedByMe ? 'red' : 'gray'}
          size="compact-xs"
          leftSection={comment.likedByMe ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
          disabled={!comment.canLike}
          aria-pressed={comment.likedByMe}
          aria-label={`${comment.likedByMe ? t('comments.unlike') : t('comments.like')} (${comment.likeCount})`}
          onClick={() =>
            like.mutate({ target: 'comments', id: comment.id, liked: !comment.likedByMe })
          }
        >
          {comment.likeCount}
        </Button>
        {canReply && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => setMode(mode === 'reply' ? undefined : 'reply')}
          >
            {t('comments.reply')}
          </Button>
        )}
        {comment.canEdit && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('comments.edit')}
            onClick={() => setMode('edit')}
          >
            <IconPencil size={14} />
          </ActionIcon>
        )}
        {comment.canDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('comments.delete')}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </Group>
      {like.error && <FormAlert>{like.error.message}</FormAlert>}
      {mode === 'reply' && (
        <CommentBox
          groupId={groupId}
          write={(body) => ({ kind: 'new', postId: comment.postId, body, parentId: comment.id })}
          label={t('comments.replyLabel', { name })}
          submit={t('comments.sendReply')}
          onDone={() => setMode(undefined)}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('comments.deleteTitle')}
        body={t('comments.deleteBody')}
        confirmLabel={t('comments.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => setConfirming(false) })}
      />
    </Stack>
  );
}

function CommentBox({
  groupId,
  write,
  label,
  submit,
  initial = '',
  onDone,
}: {
  groupId: number;
  write: (body: string) => CommentWrite;
  label: string;
  submit: string;
  initial?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('group-topics');
  const save = useSaveComment(groupId);
  const [body, setBody] = useState(initial);
  const fieldError = isApiError(save.error) ? save.error.fieldErrors : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(write(body), {
          onSuccess: () => {
            setBody('');
            onDone?.();
          },
        });
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={label}
          autosize
          minRows={2}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={fieldError?.body?.[0]}
        />
        {save.error && !fieldError?.body && <FormAlert>{save.error.message}</FormAlert>}
        <Group justify="flex-end" gap="xs">
          {onDone && (
            <Button variant="default" size="xs" onClick={onDone}>
              {t('comments.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={save.isPending} disabled={!body.trim()}>
            {submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
