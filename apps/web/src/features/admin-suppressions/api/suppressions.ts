// Suppression list calls (admins): search, add an address by hand, lift an entry, and the CSV.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { SuppressionCreate, SuppressionItem } from '@fanclub/contract/suppressions';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export type SuppressionSearch = { q?: string; reason?: string };

const suppressionKeys = {
  all: ['admin', 'suppressions'] as const,
  list: (search: object) => [...suppressionKeys.all, 'list', search] as const,
};

const defined = (search: SuppressionSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v)) as Record<string, string>;

export function useSuppressions(search: SuppressionSearch & { page: number; limit: number }) {
  return useQuery({
    queryKey: suppressionKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<ListResponse<SuppressionItem>>('/api/admin/suppressions', {
        query: { ...defined(search), page: search.page, limit: search.limit },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddSuppression() {
  return useRefreshingMutation(
    (body: SuppressionCreate) =>
      api.post<DataResponse<SuppressionItem>>('/api/admin/suppressions', body),
    suppressionKeys.all,
  );
}

export function useLiftSuppression() {
  return useRefreshingMutation(
    (id: number) => api.delete(`/api/admin/suppressions/${id}`),
    suppressionKeys.all,
  );
}

/** The CSV of the whole search (the server records the download). */
export function suppressionExportUrl(search: SuppressionSearch): string {
  const query = new URLSearchParams(defined(search)).toString();
  return `/api/admin/suppressions/export${query ? `?${query}` : ''}`;
}
