// GET /api/admin/outbox?page&limit&to: mail the system has sent (or stored), newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@fanclub/contract/admin';
import type { ListResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type OutboxSearch = { page: number; limit: number; to?: string };

export function getOutbox(search: OutboxSearch): Promise<ListResponse<OutboxMessage>> {
  return api.get<ListResponse<OutboxMessage>>('/api/admin/outbox', { query: search });
}

export const outboxQueryOptions = (search: OutboxSearch) =>
  queryOptions({
    queryKey: queryKeys.adminOutbox.list(search),
    queryFn: () => getOutbox(search),
    placeholderData: keepPreviousData,
  });

export function useOutbox(search: OutboxSearch) {
  return useQuery(outboxQueryOptions(search));
}
