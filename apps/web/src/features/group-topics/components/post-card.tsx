// One post of a topic: author and time, the text as typed, photos (a lightbox on click), video
// links, the poll, likes and comments, and what the reader may do (edit, delete). `detail` shows
// the comments under it (the post page) instead of a link to them.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  IconBrandVimeo,
  IconBrandYoutube,
  IconChevronLeft,
  IconChevronRight,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupPostItem } from '@fanclub/contract/group-topics';
import { parseVideoUrl } from '@fanclub/contract/video-links';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { formatDateTime } from '@/lib/format';
import { useDeletePost, useEditPost, useLike } from '../api/write';
import { PollView } from './poll-view';
import classes from './topic.module.css';

export function PostCard({
  post,
  detail = false,
  onDeleted,
}: {
  post: GroupPostItem;
  detail?: boolean;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('group-topics');
  const like = useLike(post.groupId);
  const remove = useDeletePost(post.groupId);
  const edit = useEditPost(post.groupId);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState<string>();
  const postUrl = `/groups/${post.groupId}/topics/${post.topicId}/posts/${post.id}`;
  const name = post.author?.nickname ?? t('post.formerMember');

  return (
    <Card withBorder component="article" p={{ base: 'sm', sm: 'lg' }} aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={post.author?.avatarUrl ?? null} alt="" radius="xl" size={36}>
              {name.slice(0, 1)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Text fz="xs" c="dimmed">
                {detail ? (
                  formatDateTime(post.createdAt)
                ) : (
                  <Anchor component={Link} to={postUrl} c="dimmed" fz="xs">
                    {formatDateTime(post.createdAt)}
                  </Anchor>
                )}
                {post.editedAt && ` · ${t('post.edited')}`}
              </Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap" role="group" aria-label={t('post.actions')}>
            {post.canEdit && draft === undefined && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('post.edit')}
                onClick={() => setDraft(post.body)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {post.canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('post.delete')}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        </Group>

        {draft === undefined ? (
          <Text className={classes.text}>{post.body}</Text>
        ) : (
          <Stack gap="xs">
            <Textarea
              label={t('post.edit')}
              autosize
              minRows={3}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            {edit.error && <FormAlert>{edit.error.message}</FormAlert>}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setDraft(undefined)}>
                {t('post.cancel')}
              </Button>
              <Button
                size="xs"
                loading={edit.isPending}
                onClick={() =>
                  edit.mutate(
                    { postId: post.id, body: draft },
                    { onSuccess: () => setDraft(undefined) },
                  )
                }
              >
                {t('post.save')}
              </Button>
            </Group>
          </Stack>
        )}

        {post.images.length > 0 && <Photos images={post.images} />}
        {post.videoUrls.length > 0 && (
          <Stack gap={6}>
            {post.videoUrls.map((url) => (
              <VideoLink key={url} url={url} />
            ))}
          </Stack>
        )}
        {post.poll && <PollView groupId={post.groupId} postId={post.id} poll={post.poll} />}

        <Group gap="xs">
          <Button
            variant={post.likedByMe ? 'light' : 'subtle'}
            color={post.likedByMe ? 'red' : 'gray'}
            size="compact-sm"
            leftSection={post.likedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
            disabled={!post.canLike}
            loading={like.isPending}
            aria-pressed={post.likedByMe}
            aria-label={`${post.likedByMe ? t('post.unlike') : t('post.like')} (${t('post.likes', { count: post.likeCount })})`}
            onClick={() => like.mutate({ target: 'posts', id: post.id, liked: !post.likedByMe })}
          >
            {post.likeCount}
          </Button>
          {detail ? (
            <Group gap={4} c="dimmed">
              <IconMessageCircle size={16} aria-hidden />
              <Text fz="sm" c="dimmed">
                {t('post.comments', { count: post.commentCount })}
              </Text>
            </Group>
          ) : (
            <Button
              component={Link}
              to={postUrl}
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconMessageCircle size={16} />}
            >
              {t('post.openComments', { count: post.commentCount })}
            </Button>
          )}
        </Group>
        {like.error && <FormAlert>{like.error.message}</FormAlert>}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('post.deleteTitle')}
        body={t('post.deleteBody')}
        confirmLabel={t('post.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted?.();
            },
          })
        }
      />
    </Card>
  );
}

function Photos({ images }: { images: string[] }) {
  const { t } = useTranslation('group-topics');
  const [open, setOpen] = useState<number>();
  const cols = images.length === 1 ? 1 : images.length === 2 || images.length === 4 ? 2 : 3;
  return (
    <>
      <SimpleGrid cols={cols} spacing={6} maw={images.length === 1 ? 480 : undefined}>
        {images.map((src, i) => (
          <button
            type="button"
            key={src}
            className={classes.photoButton}
            onClick={() => setOpen(i)}
            aria-label={t('post.photo', { n: i + 1, total: images.length })}
          >
            <img className={classes.photo} src={src} alt="" loading="lazy" />
          </button>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        size="xl"
        centered
        title={open !== undefined ? t('post.photo', { n: open + 1, total: images.length }) : ''}
        closeButtonProps={{ 'aria-label': t('post.close') }}
      >
        {open !== undefined && (
          <Stack gap="sm">
            <img className={classes.lightbox} src={images[open]} alt="" />
            {images.length > 1 && (
              <Group justify="center">
                <ActionIcon
                  variant="default"
                  aria-label={t('post.photo', {
                    n: ((open + images.length - 1) % images.length) + 1,
                    total: images.length,
                  })}
                  onClick={() => setOpen((open + images.length - 1) % images.length)}
                >
                  <IconChevronLeft size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('post.photo', {
                    n: ((open + 1) % images.length) + 1,
                    total: images.length,
                  })}
                  onClick={() => setOpen((open + 1) % images.length)}
                >
                  <IconChevronRight size={18} />
                </ActionIcon>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}

function VideoLink({ url }: { url: string }) {
  const { t } = useTranslation('group-topics');
  const video = parseVideoUrl(url);
  const provider = video?.provider === 'vimeo' ? 'Vimeo' : 'YouTube';
  const Icon = video?.provider === 'vimeo' ? IconBrandVimeo : IconBrandYoutube;
  return (
    <a className={classes.video} href={url} target="_blank" rel="noopener noreferrer nofollow">
      <Icon size={28} color={video?.provider === 'vimeo' ? '#1ab7ea' : '#e62117'} aria-hidden />
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={600}>
          {t('post.video', { provider })}
        </Text>
        <Text fz="xs" c="dimmed" className={classes.videoUrl}>
          {url}
        </Text>
      </div>
    </a>
  );
}
