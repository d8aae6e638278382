// GET /api/admin/batch/check: whether a mail batch is sending now (only one runs at a time).
// Shared by the post stats page and the sendouts list; polled while a batch is running.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { BatchCheck } from '@fanclub/contract/sendouts';
import { api } from './api-client';
import { queryKeys } from './query-keys';

const POLL_MS = 5_000;

export const batchCheckQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminSendouts.batchCheck,
    queryFn: () => api.get<DataResponse<BatchCheck>>('/api/admin/batch/check').then((r) => r.data),
    refetchInterval: (query) => (query.state.data?.busy ? POLL_MS : false),
  });

export function useBatchCheck() {
  return useQuery(batchCheckQueryOptions());
}
