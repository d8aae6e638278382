// GET /api/refer/detail and /api/refer/list: the member's code, link, rules and friends.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { ReferralDetail, ReferralRow } from '@fanclub/contract/referrals';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const referralDetailQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.referrals.detail,
    queryFn: () => api.get<DataResponse<ReferralDetail>>('/api/refer/detail').then((r) => r.data),
  });

export const referralListQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.referrals.list(page, limit),
    queryFn: () =>
      api.get<ListResponse<ReferralRow>>('/api/refer/list', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });

export function useReferralDetail() {
  return useQuery(referralDetailQueryOptions());
}

export function useReferralList(page: number, limit: number) {
  return useQuery(referralListQueryOptions(page, limit));
}
