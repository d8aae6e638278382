// POST /api/admin/posts/filter-audience {audience, page, limit}: a page of the members an
// audience matches (meta.total is the count), for the wizard's preview table.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { Audience } from '@fanclub/contract/audience';
import type { AudienceMember } from '@fanclub/contract/sendouts';
import { api } from '@/lib/api-client';

export type AudiencePage = { audience: Audience; page: number; limit: number };

export const audienceMembersQueryOptions = (search: AudiencePage) =>
  queryOptions({
    queryKey: ['admin', 'audience-members', search] as const,
    queryFn: ({ signal }) =>
      api.post<ListResponse<AudienceMember>>('/api/admin/posts/filter-audience', search, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useAudienceMembers(search: AudiencePage, enabled: boolean) {
  return useQuery({ ...audienceMembersQueryOptions(search), enabled });
}
