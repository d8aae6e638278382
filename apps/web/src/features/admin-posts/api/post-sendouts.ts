// One post's mail batches: its sending history (polled while one is due or sending), starting
// a batch now or at a schedule, and a test send of one language to one address.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { CreateSendoutBody, SendoutBatch, TestSendoutBody } from '@fanclub/contract/sendouts';
import { api } from '@/lib/api-client';
import { batchCheckQueryOptions } from '@/lib/batch-check';
import { queryKeys } from '@/lib/query-keys';

const POLL_MS = 3_000;

/** A batch that is sending, or due and about to start: its numbers are about to change. */
const isMoving = (b: SendoutBatch) =>
  b.status === 'in_progress' ||
  (b.status === 'schedule' && new Date(b.scheduledAt).getTime() <= Date.now());

export const sendingHistoryQueryOptions = (postId: number, page = 1, limit = 10) =>
  queryOptions({
    queryKey: queryKeys.adminSendouts.ofPost(postId, { page, limit }),
    queryFn: () =>
      api.get<ListResponse<SendoutBatch>>(`/api/admin/posts/${postId}/sending-history`, {
        query: { page, limit },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isMoving) ? POLL_MS : false),
  });

export function useSendingHistory(postId: number, page: number, limit: number) {
  return useQuery(sendingHistoryQueryOptions(postId, page, limit));
}

export function createSendout(postId: number, body: CreateSendoutBody): Promise<SendoutBatch> {
  return api
    .post<DataResponse<SendoutBatch>>(`/api/admin/posts/${postId}/sendouts`, body)
    .then((r) => r.data);
}

export function useCreateSendout(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSendoutBody) => createSendout(postId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminSendouts.all }),
        queryClient.invalidateQueries({ queryKey: batchCheckQueryOptions().queryKey }),
      ]),
  });
}

export function testSendout(postId: number, body: TestSendoutBody): Promise<{ ok: boolean }> {
  return api
    .post<DataResponse<{ ok: boolean }>>(`/api/admin/posts/${postId}/test-sendout`, body)
    .then((r) => r.data);
}

export function useTestSendout(postId: number) {
  return useMutation({ mutationFn: (body: TestSendoutBody) => testSendout(postId, body) });
}
