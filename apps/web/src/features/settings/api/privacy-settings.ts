// GET and POST /api/privacy-settings: the five consents. Saving refreshes the signed-in user,
// whose privacyConsented flag the onboarding guard reads.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings, PrivacySettingsData } from '@fanclub/contract/account';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

export async function getPrivacySettings(): Promise<PrivacySettings> {
  const { data } = await api.get<DataResponse<PrivacySettings>>('/api/privacy-settings');
  return data;
}

export const privacySettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.privacy, queryFn: getPrivacySettings });

export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions());
}

export async function savePrivacySettings(body: PrivacySettingsData): Promise<PrivacySettings> {
  const { data } = await api.post<DataResponse<PrivacySettings>>('/api/privacy-settings', body);
  return data;
}

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(privacySettingsQueryOptions().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    },
  });
}
