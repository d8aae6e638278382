// GET /api/admin/sendouts?page&limit&status: every post's mail batches, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { SendoutBatch, SendoutStatus } from '@fanclub/contract/sendouts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SendoutSearch = { page: number; limit: number; status?: SendoutStatus };

const POLL_MS = 3_000;

const isMoving = (b: SendoutBatch) =>
  b.status === 'in_progress' ||
  (b.status === 'schedule' && new Date(b.scheduledAt).getTime() <= Date.now());

export const sendoutsQueryOptions = (search?: SendoutSearch) =>
  queryOptions({
    queryKey: search ? queryKeys.adminSendouts.list(search) : queryKeys.adminSendouts.all,
    queryFn: () =>
      api.get<ListResponse<SendoutBatch>>('/api/admin/sendouts', {
        query: search ?? { page: 1, limit: 10 },
      }),
    placeholderData: keepPreviousData,
    // A running (or due) batch's progress moves: follow it until it is done.
    refetchInterval: (query) => (query.state.data?.data.some(isMoving) ? POLL_MS : false),
  });

export function useSendouts(search: SendoutSearch) {
  return useQuery(sendoutsQueryOptions(search));
}
