// An offer's mail batches through the shared sendout engine: the wizard's delivery list
// (list-sendout) and the detail page's sending history (both polled while a batch is due or
// sending), starting a batch now or at a schedule, and a test send.
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

export const offerSendoutsQueryOptions = (
  offerId: number,
  kind: 'wizard' | 'history',
  page: number,
  limit: number,
) =>
  queryOptions({
    queryKey: queryKeys.offers.sendoutPage(offerId, kind, { page, limit }),
    queryFn: ({ signal }) =>
      kind === 'wizard'
        ? api.post<ListResponse<SendoutBatch>>(
            '/api/admin/offer/list-sendout',
            { offerId, page, limit },
            { signal },
          )
        : api.get<ListResponse<SendoutBatch>>(`/api/admin/offer/${offerId}/sending-history`, {
            query: { page, limit },
            signal,
          }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isMoving) ? POLL_MS : false),
  });

export function useOfferSendouts(
  offerId: number,
  kind: 'wizard' | 'history',
  page: number,
  limit: number,
) {
  return useQuery(offerSendoutsQueryOptions(offerId, kind, page, limit));
}

export function useCreateOfferSendout(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSendoutBody) =>
      api
        .post<DataResponse<SendoutBatch>>('/api/admin/offer/create-sendout', {
          ...body,
          offerId,
        })
        .then((r) => r.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.offers.sendouts(offerId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.offers.lists }),
        queryClient.invalidateQueries({ queryKey: batchCheckQueryOptions().queryKey }),
      ]),
  });
}

/** "Also send to new members": the daily automatic invitation of members who match later. */
export function useOfferSendToNewMembers(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api
        .post<DataResponse<{ enabled: boolean }>>('/api/admin/offer/update-setting-send-new-user', {
          offerId,
          enabled,
        })
        .then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all }),
  });
}

/** A test send of the invitation, in one language, to one address. */
export function useOfferTestSendout(offerId: number) {
  return useMutation({
    mutationFn: (body: TestSendoutBody) =>
      api
        .post<DataResponse<{ ok: boolean }>>('/api/admin/offer/test-sendout', {
          ...body,
          offerId,
        })
        .then((r) => r.data),
  });
}
