// The admin's campaign calls: the list (keyword, state, paging), one campaign with its mails,
// audience, respondents and completion URL, delete, and the active/disabled switch.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { CampaignState, CampaignStatus, SavedCampaign } from '@fanclub/contract/campaigns';
import type { CampaignDetail, CampaignListItem } from '@fanclub/contract/campaign-views';
import {
  type SourceSearch,
  useDeleteSource,
  useSourceList,
  useSourceStatus,
} from '@/admin-kit/source-api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PATH = '/api/admin/campaign';

export type CampaignSearch = SourceSearch<CampaignState>;

export const useCampaigns = (search: CampaignSearch) =>
  useSourceList<CampaignListItem>(PATH, queryKeys.campaigns.list(search), search);

export const campaignQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.detail(id, language),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<CampaignDetail>>(`${PATH}/${id}`, {
          query: { language_code: language },
          signal,
        })
        .then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useCampaign(id: number, language: string) {
  return useQuery(campaignQueryOptions(id, language));
}

export const useDeleteCampaign = () => useDeleteSource(PATH, queryKeys.campaigns.all);

export const useCampaignStatus = () =>
  useSourceStatus<CampaignStatus, SavedCampaign>(PATH, queryKeys.campaigns.all);
