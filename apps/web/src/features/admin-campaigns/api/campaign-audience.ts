// The audience editor's calls for a campaign: the live count of matching members (the shared
// count route) and a page of the members who would get the invitation (filter-audience: those
// matching who accept survey invitations; its total is the invitation's reach).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { Audience } from '@fanclub/contract/audience';
import type { AudienceMember } from '@fanclub/contract/sendouts';
import { audienceApi, audienceKeys } from '@/admin-kit/audience/audience-api';
import { api } from '@/lib/api-client';

const MEMBERS_PATH = '/api/admin/campaign/filter-audience';

export const campaignAudienceApi = audienceApi({
  scope: 'campaigns',
  countPath: '/api/posts/count-audiences',
  membersPath: MEMBERS_PATH,
});

/** How many matching members accept survey invitations (the invitation's recipients). */
export function useSurveyReach(audience: Audience) {
  return useQuery<number, Error, number, readonly unknown[]>({
    queryKey: [...audienceKeys.all, 'campaigns', 'reach', audience],
    queryFn: ({ signal }) =>
      api
        .post<ListResponse<AudienceMember>>(
          MEMBERS_PATH,
          { audience, page: 1, limit: 1 },
          { signal },
        )
        .then((r) => r.meta.total),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
