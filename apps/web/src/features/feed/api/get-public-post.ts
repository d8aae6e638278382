// GET /api/public/posts/{id}: a post for everyone, read without signing in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { PublicPost } from '@fanclub/contract/feed';
import { api, isApiError } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';

export const publicPostQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: queryKeys.feed.publicPost(getLocale(), postId),
    queryFn: () =>
      api.get<DataResponse<PublicPost>>(`/api/public/posts/${postId}`, { anonymous: true }),
    select: (response) => response.data,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

export function usePublicPost(postId: number, enabled = true) {
  return useQuery({
    ...publicPostQueryOptions(postId),
    enabled: enabled && Number.isInteger(postId) && postId > 0,
  });
}
