// /admin/posts: every post (drafts, scheduled, published) by title and state, paged; edit,
// stats and delete per row.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type AdminPostItem, POST_STATES, type PostState } from '@fanclub/contract/posts';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useAdminPosts, useDeletePost } from '../api/admin-posts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PostFilters } from '../components/post-filters';
import { PostTable } from '../components/post-table';

const DEFAULT_PAGE_SIZE = 10;

export function PostsRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('posts.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const keyword = params.get('keyword') ?? '';
  const status: PostState | '' = POST_STATES.find((s) => s === params.get('status')) ?? '';
  const posts = useAdminPosts({
    page,
    limit,
    keyword: keyword || undefined,
    status: status || undefined,
  });
  const remove = useDeletePost();
  const [target, setTarget] = useState<AdminPostItem>();

  const setSearch = (next: {
    page?: number;
    limit?: number;
    keyword?: string;
    status?: PostState | '';
  }) => {
    const query: Record<string, string> = {};
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    const nextKeyword = next.keyword ?? keyword;
    const nextStatus = next.status ?? status;
    if (nextKeyword) query.keyword = nextKeyword;
    if (nextStatus) query.status = nextStatus;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={t('posts.title')} lead={t('posts.lead')} />
        <Button component={Link} to="/admin/create-post" leftSection={<IconPlus size={16} />}>
          {t('posts.create')}
        </Button>
      </Group>
      <Stack gap="md">
        <Card>
          <PostFilters
            key={`${keyword}|${status}`}
            keyword={keyword}
            status={status}
            onApply={(filters) => setSearch({ page: 1, ...filters })}
          />
        </Card>
        {posts.isError ? (
          <QueryError error={posts.error} onRetry={() => void posts.refetch()} />
        ) : (
          <Card padding="md" aria-busy={posts.isFetching}>
            {!posts.data ? (
              <Center py="xl">
                <Loader aria-label={t('common:loading')} />
              </Center>
            ) : posts.data.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('posts.empty')}
              </Text>
            ) : (
              <PostTable
                posts={posts.data.data}
                onDelete={(post) => {
                  remove.reset();
                  setTarget(post);
                }}
              />
            )}
            {posts.data && (
              <ListPagination
                meta={posts.data.meta}
                onChange={(next) => setSearch({ page: next })}
                onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
              />
            )}
          </Card>
        )}
      </Stack>
      <ConfirmDialog
        opened={target !== undefined}
        title={t('posts.deleteTitle')}
        body={t('posts.deleteBody', { title: target?.title ?? '' })}
        confirmLabel={t('posts.actions.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setTarget(undefined)}
        onConfirm={() =>
          target &&
          remove.mutate(target.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('posts.deleted') });
              setTarget(undefined);
            },
          })
        }
      />
    </>
  );
}
