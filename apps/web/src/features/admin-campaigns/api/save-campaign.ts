// The wizard's saves, one call per step: basic settings (create-detail, or update/{id}), the
// invitation's and the reminder's mail per language (create-email replaces that type's set),
// and the audience (create-audience), plus the audience as saved (current-audience).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { Audience } from '@fanclub/contract/audience';
import type {
  CampaignAudienceResult,
  CampaignDetailBody,
  CampaignEmail,
  CampaignEmailBody,
  SavedCampaign,
} from '@fanclub/contract/campaigns';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function saveCampaignDetail(
  id: number | undefined,
  body: CampaignDetailBody,
): Promise<SavedCampaign> {
  const path =
    id === undefined ? '/api/admin/campaign/create-detail' : `/api/admin/campaign/update/${id}`;
  return api.post<DataResponse<SavedCampaign>>(path, body).then((r) => r.data);
}

export function saveCampaignEmails(body: CampaignEmailBody): Promise<CampaignEmail[]> {
  return api
    .post<DataResponse<CampaignEmail[]>>('/api/admin/campaign/create-email', body)
    .then((r) => r.data);
}

export function saveCampaignAudience(
  campaignId: number,
  audience: Audience,
): Promise<CampaignAudienceResult> {
  return api
    .post<DataResponse<CampaignAudienceResult>>('/api/admin/campaign/create-audience', {
      campaignId,
      audience,
    })
    .then((r) => r.data);
}

export const currentAudienceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.campaigns.audience(id),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<CampaignAudienceResult>>(
          `/api/admin/campaign/update/${id}/current-audience`,
          { signal },
        )
        .then((r) => r.data),
  });

export function useCurrentAudience(id: number) {
  return useQuery(currentAudienceQueryOptions(id));
}
