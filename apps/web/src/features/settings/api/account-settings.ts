// GET and POST /api/account-settings: the individual account tab. Saving refreshes the
// signed-in user (nickname, accountSettingUpdated flag).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsData, MemberProfile } from '@fanclub/contract/account';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

export async function getAccountSettings(): Promise<MemberProfile> {
  const { data } = await api.get<DataResponse<MemberProfile>>('/api/account-settings');
  return data;
}

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.account, queryFn: getAccountSettings });

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions());
}

export async function saveAccountSettings(body: AccountSettingsData): Promise<MemberProfile> {
  const { data } = await api.post<DataResponse<MemberProfile>>('/api/account-settings', body);
  return data;
}

export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    },
  });
}
