// Authoring calls shared by the member and admin post editors: save, upload an image, and the
// category options.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { CategoryItem, PostBody, PostImageResult, SavedPost } from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

export async function savePost(id: number | undefined, body: PostBody): Promise<SavedPost> {
  const { data } = id
    ? await api.post<DataResponse<SavedPost>>(`/api/posts/${id}/edit`, body)
    : await api.post<DataResponse<SavedPost>>('/api/posts', body);
  return data;
}

export async function uploadPostImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await api.post<DataResponse<PostImageResult>>('/api/posts/images', body);
  return data.url;
}

/** Active categories for members, all for admins (the server decides). */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.categories.options,
    queryFn: () =>
      api.get<ListResponse<CategoryItem>>('/api/categories', { query: { page: 1, limit: 100 } }),
    staleTime: 60_000,
  });

export function useCategoryOptions() {
  return useQuery(categoryOptionsQuery());
}
