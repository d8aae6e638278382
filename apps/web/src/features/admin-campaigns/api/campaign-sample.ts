// A campaign's sample: the setting with the members a draw could take per stratum (for the
// dimension being chosen, or the saved one), its draws, the save, and "invite more".
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type {
  CampaignSampleView,
  SampleSettingBody,
  StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import type { SendoutBatch } from '@fanclub/contract/sendouts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const path = (id: number) => `/api/admin/campaign/${id}/sample`;

export function useCampaignSample(id: number | undefined, stratifyBy?: StratifyDimension) {
  return useQuery<CampaignSampleView, Error, CampaignSampleView, readonly unknown[]>({
    queryKey: queryKeys.campaigns.sample(id ?? 0, stratifyBy),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<CampaignSampleView>>(path(id!), {
          query: stratifyBy ? { stratifyBy } : {},
          signal,
        })
        .then((r) => r.data),
    enabled: id !== undefined && id > 0,
    placeholderData: keepPreviousData,
    // A draw records its population once its batch has taken the recipients: ask until then.
    refetchInterval: (query) =>
      query.state.data?.draws.some((d) => d.populationCount === null) ? 2000 : false,
  });
}

export function saveCampaignSample(id: number, body: SampleSettingBody) {
  return api.post<DataResponse<CampaignSampleView>>(path(id), body).then((r) => r.data);
}

export function useInviteMore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (size: number) =>
      api
        .post<DataResponse<SendoutBatch>>(`/api/admin/campaign/${id}/invite-more`, { size })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}
