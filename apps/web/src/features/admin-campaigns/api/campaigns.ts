// The admin's campaign calls: the list (keyword, state, paging), one campaign with its mails,
// audience, respondents and completion URL, delete, and the active/disabled switch.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { CampaignState, CampaignStatus, SavedCampaign } from '@fanclub/contract/campaigns';
import type { CampaignDetail, CampaignListItem } from '@fanclub/contract/campaign-views';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CampaignSearch = {
  page: number;
  limit: number;
  keyword: string;
  state?: CampaignState | undefined;
};

export const campaignListQueryOptions = (search: CampaignSearch) =>
  queryOptions({
    queryKey: queryKeys.campaigns.list(search),
    queryFn: ({ signal }) =>
      api.get<ListResponse<CampaignListItem>>('/api/admin/campaign/list', {
        query: search,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useCampaigns(search: CampaignSearch) {
  return useQuery(campaignListQueryOptions(search));
}

export const campaignQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.detail(id, language),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<CampaignDetail>>(`/api/admin/campaign/${id}`, {
          query: { language_code: language },
          signal,
        })
        .then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useCampaign(id: number, language: string) {
  return useQuery(campaignQueryOptions(id, language));
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/campaign/delete/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}

export function useCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CampaignStatus }) =>
      api
        .post<DataResponse<SavedCampaign>>(`/api/admin/campaign/update/${id}/status`, { status })
        .then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}
