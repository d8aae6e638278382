// The admin's review queue of held survey answers (GET api/admin/campaign-reviews) and the two
// decisions on one: approve (pays the held points) and reject with a reason.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { ReviewStatus } from '@fanclub/contract/campaigns';
import type { HeldAnswer, ReviewDecision } from '@fanclub/contract/panel';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ReviewSearch = { status: ReviewStatus; page: number; limit: number };

const PATH = '/api/admin/campaign-reviews';

const reviewsQueryOptions = (search: ReviewSearch) =>
  queryOptions({
    queryKey: queryKeys.campaignReviews.list(search),
    queryFn: ({ signal }) => api.get<ListResponse<HeldAnswer>>(PATH, { query: search, signal }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (search: ReviewSearch) => useQuery(reviewsQueryOptions(search));

function useDecision<V>(call: (vars: V) => Promise<DataResponse<ReviewDecision>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call(vars).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaignReviews.all }),
  });
}

export const useApproveAnswer = () =>
  useDecision((id: number) => api.post<DataResponse<ReviewDecision>>(`${PATH}/${id}/approve`));

export const useRejectAnswer = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) =>
    api.post<DataResponse<ReviewDecision>>(`${PATH}/${id}/reject`, { reason }),
  );
