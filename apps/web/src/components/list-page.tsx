// The one shape of an admin list: a filter bar card, then the list card in one of its states
// (loading, error with retry, empty, the table) with records per page and page numbers.
//   import { ListPage } from '@/components/list-page';
//   <ListPage query={UseQueryResult<ListResponse<T>>} emptyText={t('…')}
//     notice?={<Alert …/>} filters?={<FilterBar …/>} toolbar?={<Group>…</Group>}
//     onPageChange={(page) => …} onPageSizeChange?={(limit) => …}>
//     {(rows: T[]) => <MyTable rows={rows} />}
//   </ListPage>
// With useListSearch (lib/list-search.ts) for the URL and FilterBar (components/filter-bar.tsx)
// for a submit-to-apply filter form.
import type { ReactNode } from 'react';
import { Card, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import { ListPagination } from './list-pagination';
import { ListStates } from './list-states';
import { QueryError } from './query-error';

export type ListPageProps<T> = {
  query: UseQueryResult<ListResponse<T>>;
  emptyText: string;
  /** Above the filters: a notice such as "a batch is sending". */
  notice?: ReactNode;
  /** The filter bar, in its own card above the list. */
  filters?: ReactNode;
  /** Between the filters and the list: bulk actions, downloads, notices. */
  toolbar?: ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (limit: number) => void;
  children: (rows: T[]) => ReactNode;
};

export function ListPage<T>(props: ListPageProps<T>) {
  const { query } = props;
  const rows = query.data?.data;
  return (
    <Stack gap="md">
      {props.notice}
      {props.filters && <Card>{props.filters}</Card>}
      {props.toolbar}
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Card padding="md" aria-busy={query.isFetching}>
          <ListStates rows={rows} emptyText={props.emptyText}>
            {props.children}
          </ListStates>
          {query.data && (
            <ListPagination
              meta={query.data.meta}
              onChange={props.onPageChange}
              {...(props.onPageSizeChange ? { onPageSizeChange: props.onPageSizeChange } : {})}
            />
          )}
        </Card>
      )}
    </Stack>
  );
}
