// A campaign's mail batches: the wizard's delivery list (list-sendout) and the detail page's
// sending history (both polled while a batch is due or sending), starting a batch now or at a
// schedule, a test send, and the "also send to new members" setting.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type {
  CreateSendoutBody,
  SendoutBatch,
  SendoutType,
  TestSendoutBody,
} from '@fanclub/contract/sendouts';
import { api } from '@/lib/api-client';
import { batchCheckQueryOptions } from '@/lib/batch-check';
import { campaignKeys } from './campaign-keys';

const POLL_MS = 3_000;

/** A batch that is sending, or due and about to start: its numbers are about to change. */
const isMoving = (b: SendoutBatch) =>
  b.status === 'in_progress' ||
  (b.status === 'schedule' && new Date(b.scheduledAt).getTime() <= Date.now());

export const campaignSendoutsQueryOptions = (
  campaignId: number,
  kind: 'wizard' | 'history',
  page: number,
  limit: number,
) =>
  queryOptions({
    queryKey: campaignKeys.sendoutPage(campaignId, kind, page, limit),
    queryFn: ({ signal }) =>
      kind === 'wizard'
        ? api.post<ListResponse<SendoutBatch>>(
            '/api/admin/campaign/list-sendout',
            { campaignId, page, limit },
            { signal },
          )
        : api.get<ListResponse<SendoutBatch>>(`/api/admin/campaign/${campaignId}/sending-history`, {
            query: { page, limit },
            signal,
          }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isMoving) ? POLL_MS : false),
  });

export function useCampaignSendouts(
  campaignId: number,
  kind: 'wizard' | 'history',
  page: number,
  limit: number,
) {
  return useQuery(campaignSendoutsQueryOptions(campaignId, kind, page, limit));
}

export function useCreateCampaignSendout(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSendoutBody) =>
      api
        .post<DataResponse<SendoutBatch>>('/api/admin/campaign/create-sendout', {
          ...body,
          campaignId,
        })
        .then((r) => r.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.sendouts(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: batchCheckQueryOptions().queryKey }),
      ]),
  });
}

/** A test send of the invitation or the reminder (`type`), in one language, to one address. */
export function useCampaignTestSendout(campaignId: number, type: SendoutType) {
  return useMutation({
    mutationFn: (body: TestSendoutBody) =>
      api
        .post<DataResponse<{ ok: boolean }>>('/api/admin/campaign/test-sendout', {
          ...body,
          type,
          campaignId,
        })
        .then((r) => r.data),
  });
}

export function useSendToNewMembers(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api
        .post<DataResponse<{ enabled: boolean }>>(
          '/api/admin/campaign/update-setting-send-new-user',
          { campaignId, enabled },
        )
        .then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
