// The admin's offers: the list (keyword, state, paging), one offer, its click figures
// (offer-main-statics-click), delete, and the export's address (a CSV download).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { OfferState } from '@fanclub/contract/offers';
import type { OfferClickStats, OfferDetail, OfferListItem } from '@fanclub/contract/offer-views';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Search = { page: number; limit: number; keyword: string; state?: OfferState | undefined };

export const offersQueryOptions = (search: Search, language: string) =>
  queryOptions({
    queryKey: queryKeys.offers.list({ ...search, language }),
    queryFn: ({ signal }) =>
      api.get<ListResponse<OfferListItem>>('/api/admin/offer/list', { query: search, signal }),
    placeholderData: keepPreviousData,
  });

export function useOffers(search: Search, language: string) {
  return useQuery(offersQueryOptions(search, language));
}

export const offerQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: queryKeys.offers.detail(id, language),
    queryFn: ({ signal }) =>
      api.get<DataResponse<OfferDetail>>(`/api/admin/offer/${id}`, { signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export function useOffer(id: number, language: string) {
  return useQuery(offerQueryOptions(id, language));
}

export function useOfferClicks(id: number) {
  return useQuery({
    queryKey: queryKeys.offers.clicks(id),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<OfferClickStats>>(`/api/offer-main-statics-click/${id}`, { signal })
        .then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The click export: the server answers text/csv, so the browser downloads it from a link; a
 *  plain download sends no Content-Language, so the link names the screen's language. */
export const offerExportUrl = (id: number, lang: string) =>
  `/api/admin/export-offer/${id}?${new URLSearchParams({ lang }).toString()}`;

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/admin/offer/delete/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.lists }),
  });
}
