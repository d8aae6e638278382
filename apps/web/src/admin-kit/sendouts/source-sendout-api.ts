// One set of sendout hooks for any source whose batches go through the shared sendout engine
// under `/api/admin/<source>/…` (campaigns and offers): the wizard's delivery list
// (list-sendout) and the detail page's sending history, both polled while a batch is due or
// sending; starting a batch now or at a schedule; a test send; and "also send to new members".
// Build one per feature at module level, so the hooks are stable:
//   export const offerSendoutApi = sourceSendoutApi({
//     path: '/api/admin/offer', idField: 'offerId', keys: queryKeys.offers });
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

const POLL_MS = 3_000;

export type SendoutListKind = 'wizard' | 'history';

type Paging = { page: number; limit: number };

/** The part of a feature's query-key section the sendout hooks read and refresh. */
export type SourceSendoutKeys = {
  all: readonly unknown[];
  lists: readonly unknown[];
  sendouts: (id: number) => readonly unknown[];
  sendoutPage: (id: number, kind: SendoutListKind, paging: Paging) => readonly unknown[];
};

type Options = {
  /** The source's admin path, e.g. '/api/admin/campaign'. */
  path: string;
  /** The body field that names the record, e.g. 'campaignId'. */
  idField: string;
  keys: SourceSendoutKeys;
};

/** A batch that is sending, or due and about to start: its numbers are about to change. */
export const isMovingBatch = (b: SendoutBatch) =>
  b.status === 'in_progress' ||
  (b.status === 'schedule' && new Date(b.scheduledAt).getTime() <= Date.now());

export function sourceSendoutApi({ path, idField, keys }: Options) {
  const listOptions = (id: number, kind: SendoutListKind, page: number, limit: number) =>
    queryOptions({
      queryKey: keys.sendoutPage(id, kind, { page, limit }),
      queryFn: ({ signal }) =>
        kind === 'wizard'
          ? api.post<ListResponse<SendoutBatch>>(
              `${path}/list-sendout`,
              { [idField]: id, page, limit },
              { signal },
            )
          : api.get<ListResponse<SendoutBatch>>(`${path}/${id}/sending-history`, {
              query: { page, limit },
              signal,
            }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.data.some(isMovingBatch) ? POLL_MS : false),
    });

  return {
    listOptions,

    useSendouts: (id: number, kind: SendoutListKind, page: number, limit: number) =>
      useQuery(listOptions(id, kind, page, limit)),

    useCreateSendout: (id: number) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: CreateSendoutBody) =>
          api
            .post<DataResponse<SendoutBatch>>(`${path}/create-sendout`, { ...body, [idField]: id })
            .then((r) => r.data),
        onSettled: () =>
          Promise.all([
            // The whole feature: its lists, and the record's figures a batch changes.
            queryClient.invalidateQueries({ queryKey: keys.all }),
            queryClient.invalidateQueries({ queryKey: batchCheckQueryOptions().queryKey }),
          ]),
      });
    },

    /** A test send in one language to one address; `type` where the source has a reminder. */
    useTestSendout: (id: number, type?: SendoutType) =>
      useMutation({
        mutationFn: (body: TestSendoutBody) =>
          api
            .post<DataResponse<{ ok: boolean }>>(`${path}/test-sendout`, {
              ...body,
              ...(type ? { type } : {}),
              [idField]: id,
            })
            .then((r) => r.data),
      }),

    /** "Also send to new members": the daily automatic invitation of members who match later. */
    useSendToNewMembers: (id: number) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (enabled: boolean) =>
          api
            .post<DataResponse<{ enabled: boolean }>>(`${path}/update-setting-send-new-user`, {
              [idField]: id,
              enabled,
            })
            .then((r) => r.data),
        onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
      });
    },
  };
}

export type SourceSendoutApi = ReturnType<typeof sourceSendoutApi>;
