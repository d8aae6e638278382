// One post's, campaign's or offer's sending history: loading, error (with retry), empty, or
// the batches table with pages. The query is the caller's (its own path and polling).
//   import { SendoutHistory } from '@/admin-kit/sendouts/sendout-history';
//   <SendoutHistory query={UseQueryResult<ListResponse<SendoutBatch>>} onPageChange={setPage}
//     emptyText?={t('…')} />
// Texts: the admin namespace (sendouts.*).
import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@fanclub/contract/api';
import type { SendoutBatch } from '@fanclub/contract/sendouts';
import { ListPagination } from '@/components/list-pagination';
import { QueryError } from '@/components/query-error';
import { SendoutTable } from '@/components/sendout-table';

export type SendoutHistoryProps = {
  query: UseQueryResult<ListResponse<SendoutBatch>>;
  onPageChange: (page: number) => void;
  emptyText?: string;
};

export function SendoutHistory({ query, onPageChange, emptyText }: SendoutHistoryProps) {
  const { t } = useTranslation(['admin', 'common']);
  const rows = query.data?.data;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!rows) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="sm">
        {emptyText ?? t('sendouts.post.historyEmpty')}
      </Text>
    );
  }
  return (
    <div aria-busy={query.isFetching}>
      <SendoutTable rows={rows} label={t('sendouts.historyLabel')} />
      {query.data && query.data.meta.lastPage > 1 && (
        <ListPagination meta={query.data.meta} onChange={onPageChange} />
      )}
    </div>
  );
}
