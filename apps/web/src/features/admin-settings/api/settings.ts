// GET/POST /api/admin/settings and GET /api/admin/settings/changes: the settings tab.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse, PageQuery } from '@fanclub/contract/api';
import type { SettingChange, SettingsBody, SettingsView } from '@fanclub/contract/settings';
import { api } from '@/lib/api-client';

export async function getSettings(): Promise<SettingsView> {
  const { data } = await api.get<DataResponse<SettingsView>>('/api/admin/settings');
  return data;
}

export async function updateSettings(body: SettingsBody): Promise<SettingsView> {
  const { data } = await api.post<DataResponse<SettingsView>>('/api/admin/settings', body);
  return data;
}

export function getSettingChanges(query: PageQuery) {
  return api.get<ListResponse<SettingChange>>('/api/admin/settings/changes', { query });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'] as const, queryFn: getSettings });

export const settingChangesQueryOptions = (query?: PageQuery) =>
  queryOptions({
    queryKey: ['admin', 'settings', 'changes', ...(query ? [query] : [])] as const,
    queryFn: () => getSettingChanges(query ?? { page: 1, limit: 10 }),
  });

export const useSettings = () => useQuery(settingsQueryOptions());

export function useSettingChanges(query: PageQuery) {
  return useQuery({ ...settingChangesQueryOptions(query), placeholderData: keepPreviousData });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (view) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, view);
      void queryClient.invalidateQueries({ queryKey: settingChangesQueryOptions().queryKey });
    },
  });
}
