// The admin's post calls: list, one post with audience/mail/stats, delete, audience count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { AdminPostDetail, AdminPostItem, PostState } from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type PostSearch = { page: number; limit: number; keyword?: string; status?: PostState };

export const adminPostsQuery = (search?: PostSearch) =>
  queryOptions({
    queryKey: search ? queryKeys.adminPosts.list(search) : queryKeys.adminPosts.all,
    queryFn: () =>
      api.get<ListResponse<AdminPostItem>>('/api/admin/posts-list', {
        query: search ?? { page: 1, limit: 10 },
      }),
    placeholderData: keepPreviousData,
  });

export function useAdminPosts(search: PostSearch) {
  return useQuery(adminPostsQuery(search));
}

export function useAdminPost(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.adminPosts.detail(id),
    queryFn: () =>
      api.get<DataResponse<AdminPostDetail>>(`/api/posts-admin/${id}`).then((r) => r.data),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });
}

export function useDeletePost() {
  return useRefreshingMutation(
    (id: number) => api.delete(`/api/posts/${id}`),
    queryKeys.adminPosts.all,
  );
}

export const exportUrl = (id: number) => `/api/export/${id}`;
