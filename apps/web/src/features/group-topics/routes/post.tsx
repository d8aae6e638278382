// /groups/{groupId}/topics/{topicId}/posts/{postId}: one post with its photos, poll, likes and
// comments, live over the topic's channel. A post the reader may not see (MROC: someone else's
// before answering) is the 404 screen; after deleting it the page goes back to the topic.
import { Anchor, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { loadNamespace } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useGroupPost } from '../api/topic';
import { CommentThread } from '../components/comment-thread';
import { PostCard } from '../components/post-card';
import { useTopicLive } from '../lib/use-topic-live';

void loadNamespace('group-topics');

export function GroupPostRoute() {
  const { t } = useTranslation('group-topics');
  const params = useParams();
  const navigate = useNavigate();
  const groupId = Number(params.groupId);
  const topicId = Number(params.topicId);
  const postId = Number(params.postId);
  const valid = [groupId, topicId, postId].every((n) => Number.isInteger(n) && n > 0);
  const post = useGroupPost(groupId, postId);
  const topicUrl = `/groups/${groupId}/topics/${topicId}`;
  useTopicLive(groupId, post.data?.topicId);
  usePageTitle(t('post.title'));

  if (!valid) return <NotFoundView />;
  if (post.isError) {
    if (isApiError(post.error) && post.error.status === 404) return <NotFoundView />;
    return <QueryError error={post.error} onRetry={() => void post.refetch()} />;
  }
  if (post.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('post.loading')} />
      </Group>
    );
  if (post.data.topicId !== topicId) return <NotFoundView />;
  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <Anchor component={Link} to={topicUrl} fz="sm" c="sea.7">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('post.back')}
        </Group>
      </Anchor>
      <PostCard post={post.data} detail onDeleted={() => void navigate(topicUrl)} />
      <section aria-label={t('comments.title')}>
        <CommentThread groupId={groupId} postId={postId} />
      </section>
    </Stack>
  );
}
