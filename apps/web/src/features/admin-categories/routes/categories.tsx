// /admin/categories: the categories with their status and post counts; create, rename,
// activate/deactivate and delete (posts stay, without the category).
import '@/lib/i18n-admin';
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATEGORY_STATUSES, type CategoryItem, type CategoryStatus } from '@fanclub/contract/posts';
import { ListPagination, readPageSize } from '@/components/list-pagination';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '../api/categories';
import { CategoryDialog } from '../components/category-dialog';

const DEFAULT_PAGE_SIZE = 20;

export function CategoriesRoute() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  usePageTitle(t('categories.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = readPageSize(params.get('limit'), DEFAULT_PAGE_SIZE);
  const status: CategoryStatus | '' =
    CATEGORY_STATUSES.find((s) => s === params.get('status')) ?? '';
  const list = useAdminCategories({ page, limit, status: status || undefined });
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ category?: CategoryItem }>();
  const [deleting, setDeleting] = useState<CategoryItem>();

  const setSearch = (next: { page?: number; limit?: number; status?: CategoryStatus | '' }) => {
    const query: Record<string, string> = {};
    const nextLimit = next.limit ?? limit;
    if (nextLimit !== DEFAULT_PAGE_SIZE) query.limit = String(nextLimit);
    const nextStatus = next.status ?? status;
    if (nextStatus) query.status = nextStatus;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query);
  };

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
      <Stack gap="md">
        <Card>
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
        </Card>
        {list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Card padding="md" aria-busy={list.isFetching}>
            {!list.data ? (
              <Center py="xl">
                <Loader aria-label={t('common:loading')} />
              </Center>
            ) : list.data.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('categories.empty')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table
                  verticalSpacing="sm"
                  highlightOnHover
                  aria-label={t('categories.tableLabel')}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('categories.nameJa')}</Table.Th>
                      <Table.Th>{t('categories.nameEn')}</Table.Th>
                      <Table.Th>{t('categories.status')}</Table.Th>
                      <Table.Th ta="right">{t('categories.posts')}</Table.Th>
                      <Table.Th>{t('categories.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.data.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td fw={600}>{c.nameJa}</Table.Td>
                        <Table.Td>{c.nameEn}</Table.Td>
                        <Table.Td>
                          <Badge color={c.status === 'active' ? 'teal' : 'gray'} variant="light">
                            {t(`categories.statuses.${c.status}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{formatNumber(c.postCount, i18n.language)}</Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="light"
                              onClick={() => setEditing({ category: c })}
                            >
                              {t('categories.edit')}
                            </Button>
                            <Button
                              size="compact-sm"
                              variant="light"
                              color={c.status === 'active' ? 'gray' : 'teal'}
                              onClick={() => toggle(c)}
                            >
                              {c.status === 'active'
                                ? t('categories.deactivate')
                                : t('categories.activate')}
                            </Button>
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red"
                              onClick={() => {
                                remove.reset();
                                setDeleting(c);
                              }}
                            >
                              {t('categories.delete')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {list.data && (
              <ListPagination
                meta={list.data.meta}
                onChange={(next) => setSearch({ page: next })}
                onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
              />
            )}
          </Card>
        )}
      </Stack>
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
