// /admin/categories: the categories with their status and post counts; create, rename,
// activate/deactivate and delete (posts stay, without the category).
import '@/lib/i18n-admin';
import { useState } from 'react';
import { Button, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_STATUSES, type CategoryItem, type CategoryStatus } from '@fanclub/contract/posts';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '../api/categories';
import { CategoryDialog } from '../components/category-dialog';
import { CategoryTable } from '../components/category-table';

const DEFAULT_PAGE_SIZE = 20;

export function CategoriesRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('categories.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { status: CATEGORY_STATUSES },
    DEFAULT_PAGE_SIZE,
  );
  const { status } = filters;
  const list = useAdminCategories({ page, limit, status: status || undefined });
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ category?: CategoryItem }>();
  const [deleting, setDeleting] = useState<CategoryItem>();

  const toggle = (category: CategoryItem) =>
    save.mutate(
      {
        id: category.id,
        body: { status: category.status === 'active' ? 'inactive' : 'active' },
      },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(
              category.status === 'active' ? 'categories.deactivated' : 'categories.activated',
              { name: category.name },
            ),
          }),
      },
    );

  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={t('categories.title')} lead={t('categories.lead')} />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
          {t('categories.create')}
        </Button>
      </Group>
      <ListPage
        query={list}
        emptyText={t('categories.empty')}
        filters={
          <NativeSelect
            label={t('categories.status')}
            value={status}
            onChange={(e) =>
              setSearch({ page: 1, status: e.currentTarget.value as CategoryStatus | '' })
            }
            data={[
              { value: '', label: t('categories.allStatuses') },
              ...CATEGORY_STATUSES.map((s) => ({ value: s, label: t(`categories.statuses.${s}`) })),
            ]}
            w={{ base: '100%', sm: 220 }}
          />
        }
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => (
          <CategoryTable
            rows={rows}
            onEdit={(category) => setEditing({ category })}
            onToggle={toggle}
            onDelete={(category) => {
              remove.reset();
              setDeleting(category);
            }}
          />
        )}
      </ListPage>
      <CategoryDialog
        opened={editing !== undefined}
        category={editing?.category}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          notifications.show({ color: 'teal', message: t('categories.saved') });
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('categories.deleteTitle')}
        body={t('categories.deleteBody', {
          name: deleting?.name ?? '',
          posts: deleting?.postCount ?? 0,
          count: deleting?.postCount ?? 0,
        })}
        confirmLabel={t('categories.delete')}
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t('categories.deleted') });
              setDeleting(undefined);
            },
          })
        }
      />
    </>
  );
}
