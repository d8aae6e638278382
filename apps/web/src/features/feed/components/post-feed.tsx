// The member's feed on /home: category chips, post cards and paging; category and page live in
// the URL (?category=&page=) so the back button and shared links keep them.
import '@mantine/core/styles/Chip.layer.css';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { feedParams, useFeed } from '../api/get-feed';
import { CategoryFilter } from './category-filter';
import { PostCard } from './post-card';

export function PostFeed() {
  const { t } = useTranslation('member');
  const [params, setParams] = useSearchParams();
  const current = feedParams(params);
  const category = current.filter;
  const feed = useFeed(current);

  const go = (next: { page?: number; category?: number | undefined }) => {
    const query: Record<string, string> = {};
    const nextCategory = 'category' in next ? next.category : category;
    if (nextCategory) query.category = String(nextCategory);
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="feed-title" aria-busy={feed.isFetching}>
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <IconNews size={22} aria-hidden color="var(--mantine-color-sea-7)" />
          <Title order={2} fz="lg" id="feed-title">
            {t('feed.title')}
          </Title>
        </Group>
        {feed.isFetching && !feed.isPending && <Loader size="xs" aria-label={t('feed.loading')} />}
      </Group>
      {feed.data && (
        <CategoryFilter
          categories={feed.data.meta.categories}
          value={category}
          onChange={(next) => go({ category: next, page: 1 })}
        />
      )}
      {feed.isError ? (
        <QueryError error={feed.error} onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        // A screen's height while loading: what follows the feed (the club introduction, below
        // it on a phone) does not jump away when the posts arrive.
        <Group justify="center" align="flex-start" py="xl" mih="100vh">
          <Loader aria-label={t('feed.loading')} />
        </Group>
      ) : feed.data.data.length === 0 ? (
        <Card padding="lg" withBorder>
          <Text c="dimmed" ta="center">
            {category ? t('feed.emptyCategory') : t('feed.empty')}
          </Text>
        </Card>
      ) : (
        <>
          {feed.data.data.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
          <ListPagination meta={feed.data.meta} onChange={(next) => go({ page: next })} />
        </>
      )}
    </Stack>
  );
}
