// GET /api/post-detail/{id}: one post the member may read (404 when it is not theirs to see).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { PostDetail } from '@fanclub/contract/posts';
import { api, isApiError } from '@/lib/api-client';
import { getLocale } from '@/lib/locale';
import { queryKeys } from '@/lib/query-keys';

export const postQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: queryKeys.feed.post(getLocale(), postId),
    queryFn: () => api.get<DataResponse<PostDetail>>(`/api/post-detail/${postId}`),
    select: (response) => response.data,
    // A hidden or missing post stays missing: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export function usePost(postId: number) {
  return useQuery({ ...postQueryOptions(postId), enabled: Number.isInteger(postId) && postId > 0 });
}
