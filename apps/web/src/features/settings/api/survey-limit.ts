// GET and POST /api/me/survey-limit: the member's own cap on survey invitations per 30 days.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { SurveyLimitBody, SurveyLimitView } from '@fanclub/contract/panel';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PATH = '/api/me/survey-limit';

export function useSurveyLimit() {
  return useQuery({
    queryKey: queryKeys.settings.surveyLimit,
    queryFn: ({ signal }) =>
      api.get<DataResponse<SurveyLimitView>>(PATH, { signal }).then((r) => r.data),
  });
}

export function useSaveSurveyLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyLimitBody) =>
      api.post<DataResponse<SurveyLimitView>>(PATH, body).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.surveyLimit, saved),
  });
}
