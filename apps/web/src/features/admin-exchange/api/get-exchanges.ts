// GET /api/neo/amazon-exchange?type&status&from&to&page&limit: the admin's exchange list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { AdminExchangeItem, ExchangeStatus, GiftType } from '@fanclub/contract/rewards';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ExchangeSearch = {
  type: GiftType;
  status?: ExchangeStatus;
  from?: string;
  to?: string;
  page: number;
  limit: number;
};

export const exchangesQueryOptions = (search?: ExchangeSearch) =>
  queryOptions({
    queryKey: search ? queryKeys.adminExchange.list(search) : queryKeys.adminExchange.all,
    queryFn: () =>
      api.get<ListResponse<AdminExchangeItem>>('/api/neo/amazon-exchange', {
        query: search ?? { type: 'amazon', page: 1, limit: 10 },
      }),
    placeholderData: keepPreviousData,
  });

export function useExchanges(search: ExchangeSearch) {
  return useQuery(exchangesQueryOptions(search));
}

/** The CSV of the same filter (a plain link: the browser downloads it with the session cookie). */
export function exportUrl(search: Omit<ExchangeSearch, 'page' | 'limit'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, String(value));
  return `/api/admin/exchange/export?${params.toString()}`;
}
