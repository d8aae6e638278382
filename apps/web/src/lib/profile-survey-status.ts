// Whether the member has answered the first profile survey (home's reminder card, onboarding
// and the profile page read it; answering invalidates it through the ['profile'] prefix).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { ProfileSurveyStatus } from '@fanclub/contract/profile';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

export const profileSurveyQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.profile.status,
    queryFn: () =>
      api.get<DataResponse<ProfileSurveyStatus>>('/api/profile-survey').then((r) => r.data),
  });

export function useProfileSurveyStatus() {
  return useQuery(profileSurveyQueryOptions());
}
