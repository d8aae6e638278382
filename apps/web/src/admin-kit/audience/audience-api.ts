// Adapter hooks for the audience editor: who an audience counts (live) and a page of the
// members it matches, from the caller's own API paths (posts, campaigns and offers each have
// theirs). Build one per feature at module level, so the hooks are stable:
//   import { audienceApi } from '@/admin-kit/audience/audience-api';
//   export const postAudienceApi = audienceApi({
//     scope: 'posts', countPath: '/api/posts/count-audiences',
//     membersPath: '/api/admin/posts/filter-audience' });
// countPath takes POST {audience} → {data: AudienceCount}; membersPath takes POST
// {audience, page, limit} → ListResponse<AudienceMember>.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { Audience, AudienceCount } from '@fanclub/contract/audience';
import type { AudienceMember } from '@fanclub/contract/sendouts';
import { api } from '@/lib/api-client';

export type AudiencePage = { audience: Audience; page: number; limit: number };

export type AudienceApi = {
  useCount: (audience: Audience) => UseQueryResult<AudienceCount>;
  useMembers: (
    search: AudiencePage,
    enabled: boolean,
  ) => UseQueryResult<ListResponse<AudienceMember>>;
};

type AudienceApiPaths = { scope: string; countPath: string; membersPath: string };

export const audienceKeys = {
  all: ['admin', 'audience'] as const,
  count: (scope: string, audience: Audience) =>
    [...audienceKeys.all, scope, 'count', audience] as const,
  members: (scope: string, search: AudiencePage) =>
    [...audienceKeys.all, scope, 'members', search] as const,
};

export function audienceApi({ scope, countPath, membersPath }: AudienceApiPaths): AudienceApi {
  return {
    useCount: (audience) =>
      useQuery({
        queryKey: audienceKeys.count(scope, audience),
        queryFn: ({ signal }) =>
          api
            .post<DataResponse<AudienceCount>>(countPath, { audience }, { signal })
            .then((r) => r.data),
        placeholderData: keepPreviousData,
        staleTime: 30_000,
      }),
    useMembers: (search, enabled) =>
      useQuery({
        queryKey: audienceKeys.members(scope, search),
        queryFn: ({ signal }) =>
          api.post<ListResponse<AudienceMember>>(membersPath, search, { signal }),
        placeholderData: keepPreviousData,
        staleTime: 30_000,
        enabled,
      }),
  };
}
