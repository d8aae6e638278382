// The calls every mailed source (campaigns, offers) makes alike under `/api/admin/<source>/…`:
// its paged list (keyword, state), switching one active or disabled, and deleting one. Each
// feature names its path and the query keys a change refreshes.
//   export const useDeleteOffer = () =>
//     useDeleteSource('/api/admin/offer', queryKeys.offers.lists);
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';

export type SourceSearch<S extends string> = {
  page: number;
  limit: number;
  keyword: string;
  state?: S | undefined;
};

/** `<path>/list`, the previous page kept on screen while the next one loads. */
export function useSourceList<T>(
  path: string,
  queryKey: readonly unknown[],
  search: SourceSearch<string>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<ListResponse<T>>(`${path}/list`, { query: search, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `<path>/update/{id}/status`; `invalidate` is refreshed whether it worked or not. */
export function useSourceStatus<S extends string, Saved>(
  path: string,
  invalidate: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: S }) =>
      api.post<DataResponse<Saved>>(`${path}/update/${id}/status`, { status }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}

/** `<path>/delete/{id}`; `invalidate` is refreshed once it is gone. */
export function useDeleteSource(path: string, invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${path}/delete/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}
