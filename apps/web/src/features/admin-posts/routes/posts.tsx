// /admin/posts: every post (drafts, scheduled, published) by title and state, paged; edit,
// stats and delete per row.
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminPostItem, POST_STATES } from '@fanclub/contract/posts';
import { DeleteDialog } from '@/components/delete-dialog';
import { KeywordStateFilters } from '@/components/keyword-state-filters';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useAdminPosts, useDeletePost } from '../api/admin-posts';
import { PostTable } from '../components/post-table';

const DEFAULT_PAGE_SIZE = 10;

export function PostsRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('posts.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { keyword: 'text', status: POST_STATES },
    DEFAULT_PAGE_SIZE,
  );
  const posts = useAdminPosts({
    page,
    limit,
    keyword: filters.keyword || undefined,
    status: filters.status || undefined,
  });
  const remove = useDeletePost();
  const [target, setTarget] = useState<AdminPostItem>();

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={t('posts.title')} lead={t('posts.lead')} />
        <Button component={Link} to="/admin/create-post" leftSection={<IconPlus size={16} />}>
          {t('posts.create')}
        </Button>
      </Group>
      <ListPage
        query={posts}
        emptyText={t('posts.empty')}
        filters={
          <KeywordStateFilters
            texts={{
              label: t('posts.filters'),
              search: t('posts.search'),
              clear: t('posts.clear'),
              keyword: t('posts.keyword'),
              state: t('posts.status'),
              all: t('posts.allStates'),
            }}
            values={{ keyword: filters.keyword, state: filters.status }}
            onApply={(v) => setSearch({ page: 1, keyword: v.keyword, status: v.state })}
            states={POST_STATES}
            stateLabel={(value) => t(`posts.states.${value}`)}
          />
        }
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <PostTable
            posts={rows}
            onDelete={(post) => {
              remove.reset();
              setTarget(post);
            }}
          />
        )}
      </ListPage>
      <DeleteDialog
        target={target}
        onClose={() => setTarget(undefined)}
        remove={remove}
        title={t('posts.deleteTitle')}
        body={t('posts.deleteBody', { title: target?.title ?? '' })}
        confirmLabel={t('posts.actions.delete')}
        deleted={() => t('posts.deleted')}
      />
    </>
  );
}
