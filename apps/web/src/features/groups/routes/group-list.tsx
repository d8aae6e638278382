// /groups: the groups I may see under a filter (all, invited, pinned, joined, mine) and a
// search, as cards; the filter, search and page live in the URL so a reload keeps them.
import '@mantine/core/styles/Tabs.layer.css';
import { SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GROUP_LIST_FILTERS, type GroupListFilter } from '@fanclub/contract/group-codes';
import { ListPagination } from '@/components/list-pagination';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useGroupList } from '../api/groups';
import { GroupCard } from '../components/group-card';

const LIMIT = 12;
const isFilter = (v: string | null): v is GroupListFilter =>
  (GROUP_LIST_FILTERS as readonly string[]).includes(v ?? '');

export function GroupListRoute() {
  const { t } = useTranslation('groups');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: GroupListFilter = isFilter(filterParam) ? filterParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(params.get('keyword') ?? '');
  const [keyword] = useDebouncedValue(typed.trim(), 300);

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v === null || v === '') merged.delete(k);
          else merged.set(k, v);
        }
        return merged;
      },
      { replace: true },
    );

  useEffect(() => {
    if ((params.get('keyword') ?? '') !== keyword) update({ keyword, page: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);

  const list = useGroupList({ filter, keyword, page, limit: LIMIT });
  const emptyText = keyword ? t('list.empty.search', { keyword }) : t(`list.empty.${filter}`);

  return (
    <Stack gap="md">
      <PageHeader title={t('list.title')} lead={t('list.lead')} />
      <Tabs
        value={filter}
        onChange={(v) => update({ filter: v === 'all' ? null : v, page: null })}
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('list.filters.label')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {GROUP_LIST_FILTERS.map((f) => (
            <Tabs.Tab key={f} value={f} px={{ base: 8, sm: 'md' }} style={{ whiteSpace: 'nowrap' }}>
              {t(`list.filters.${f}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        type="search"
        maw={420}
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ListStates rows={list.data?.data} emptyText={emptyText}>
          {(rows) => (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {rows.map((g) => (
                <GroupCard key={g.id} group={g} />
              ))}
            </SimpleGrid>
          )}
        </ListStates>
      )}
      {list.data && list.data.meta.total > LIMIT && (
        <ListPagination
          meta={list.data.meta}
          onChange={(p) => update({ page: p === 1 ? null : String(p) })}
        />
      )}
    </Stack>
  );
}
