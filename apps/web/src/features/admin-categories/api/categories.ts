// The admin's category calls: list (keyword, status), create, update, delete.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type {
  CategoryBody,
  CategoryItem,
  CategoryStatus,
  CategoryUpdateBody,
} from '@fanclub/contract/posts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type CategorySearch = { page: number; limit: number; status?: CategoryStatus };

export const adminCategoriesQuery = (search: CategorySearch) =>
  queryOptions({
    queryKey: queryKeys.categories.admin(search),
    queryFn: () => api.get<ListResponse<CategoryItem>>('/api/categories', { query: search }),
    placeholderData: keepPreviousData,
  });

export function useAdminCategories(search: CategorySearch) {
  return useQuery(adminCategoriesQuery(search));
}

export function useSaveCategory() {
  return useRefreshingMutation(
    ({ id, body }: { id?: number; body: CategoryBody | CategoryUpdateBody }) =>
      id
        ? api.put<DataResponse<CategoryItem>>(`/api/categories/${id}`, body)
        : api.post<DataResponse<CategoryItem>>('/api/categories', body),
    queryKeys.categories.all,
  );
}

export function useDeleteCategory() {
  return useRefreshingMutation(
    (id: number) => api.delete(`/api/categories/${id}`),
    queryKeys.categories.all,
  );
}
