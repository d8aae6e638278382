// GET /api/earning-history and /api/redeem-history: the member's points and exchange requests.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { ExchangeRequestItem, PointHistoryItem } from '@fanclub/contract/rewards';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';

export type HistoryPage = { page: number; limit: number };

export const earningHistoryQueryOptions = (paging: HistoryPage) =>
  queryOptions({
    queryKey: queryKeys.transactions.points(getLocale(), paging),
    queryFn: () =>
      api.get<ListResponse<PointHistoryItem>>('/api/earning-history', { query: paging }),
    placeholderData: keepPreviousData,
  });

export const redeemHistoryQueryOptions = (paging: HistoryPage) =>
  queryOptions({
    queryKey: queryKeys.transactions.exchanges(getLocale(), paging),
    queryFn: () =>
      api.get<ListResponse<ExchangeRequestItem>>('/api/redeem-history', { query: paging }),
    placeholderData: keepPreviousData,
  });

export function useEarningHistory(paging: HistoryPage, enabled = true) {
  return useQuery({ ...earningHistoryQueryOptions(paging), enabled });
}

export function useRedeemHistory(paging: HistoryPage, enabled = true) {
  return useQuery({ ...redeemHistoryQueryOptions(paging), enabled });
}
