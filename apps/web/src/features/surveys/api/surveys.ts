// The member's surveys: campaigns they may answer now (GET api/campaigns) and every survey
// with what happened to it (GET api/my-surveys: the profile survey first, then campaigns).
// A 'balance' event (a survey was credited) refetches both, so the outcome shows without a reload.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { MemberCampaign, MySurvey } from '@fanclub/contract/surveys';
import { api } from '@/lib/api-client';
import { realtime } from '@/lib/realtime';

export const surveyKeys = {
  all: ['surveys'] as const,
  open: (page: number, limit: number) => [...surveyKeys.all, 'open', { page, limit }] as const,
  mine: () => [...surveyKeys.all, 'mine'] as const,
};

export const openSurveysQueryOptions = (page = 1, limit = 20) =>
  queryOptions({
    queryKey: surveyKeys.open(page, limit),
    queryFn: ({ signal }) =>
      api.get<ListResponse<MemberCampaign>>('/api/campaigns', { query: { page, limit }, signal }),
  });

export const mySurveysQueryOptions = () =>
  queryOptions({
    queryKey: surveyKeys.mine(),
    queryFn: ({ signal }) =>
      api.get<DataResponse<MySurvey[]>>('/api/my-surveys', { signal }).then((r) => r.data),
  });

export function useOpenSurveys() {
  return useQuery(openSurveysQueryOptions());
}

export function useMySurveys() {
  return useQuery(mySurveysQueryOptions());
}

/** Refetches the member's surveys when their balance moves (a survey was credited). */
export function useSurveysFollowBalance() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onEvent((event) => {
        if (event.type === 'balance')
          void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
      }),
    [queryClient],
  );
}
