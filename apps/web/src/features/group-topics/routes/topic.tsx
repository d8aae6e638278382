// /groups/{groupId}/topics/{topicId}: the topic (window, phase, notices), the composer while the
// reader may write, and the posts newest first, kept live over the topic's realtime channel.
// An MROC participant who has not answered sees only their own posts and a notice saying why.
import '@mantine/core/styles/Pagination.layer.css';
import { Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { loadNamespace } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useTopic, useTopicPosts } from '../api/topic';
import { Composer } from '../components/composer';
import { PostCard } from '../components/post-card';
import { TopicHeader } from '../components/topic-header';
import { useTopicLive } from '../lib/use-topic-live';

void loadNamespace('group-topics');

export function TopicRoute() {
  const { t } = useTranslation('group-topics');
  const params = useParams();
  const groupId = Number(params.groupId);
  const topicId = Number(params.topicId);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const valid =
    Number.isInteger(groupId) && groupId > 0 && Number.isInteger(topicId) && topicId > 0;
  const topic = useTopic(groupId, topicId);
  const posts = useTopicPosts(groupId, topicId, page);
  // The channel carries the others' activity: followed once the reader sees the others' posts.
  useTopicLive(groupId, topic.data?.seesOthers ? topicId : undefined);
  usePageTitle(topic.data?.title ?? t('topic.loading'));

  if (!valid) return <NotFoundView />;
  if (topic.isError) {
    if (isApiError(topic.error) && topic.error.status === 404) return <NotFoundView />;
    return <QueryError error={topic.error} onRetry={() => void topic.refetch()} />;
  }
  if (topic.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('topic.loading')} />
      </Group>
    );
  const data = topic.data;
  const list = posts.data?.data ?? [];
  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <TopicHeader topic={data} />
      {data.canWrite && <Composer groupId={groupId} topicId={topicId} />}
      <Stack gap="sm" component="section" aria-labelledby="posts-title">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="posts-title">
            {t('topic.postsTitle')}
          </Title>
          {posts.data && (
            <Text fz="sm" c="dimmed">
              {t('topic.postCount', { count: posts.data.meta.total })}
            </Text>
          )}
        </Group>
        {posts.isError && <QueryError error={posts.error} onRetry={() => void posts.refetch()} />}
        {posts.isPending && (
          <Group justify="center" py="md">
            <Loader size="sm" />
          </Group>
        )}
        {posts.data && list.length === 0 && (
          <Text c="dimmed">{data.seesOthers ? t('topic.noPosts') : t('topic.noOwnPosts')}</Text>
        )}
        {list.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
        {posts.data && posts.data.meta.lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={posts.data.meta.lastPage}
              value={page}
              onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
            />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
