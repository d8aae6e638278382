// The member's offers: those open now in their audience (GET api/offers), and one offer
// (GET api/offers/{id}: `ended` after its expiry; outside the audience or unknown → 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { MemberOffer, MemberOfferDetail } from '@fanclub/contract/offer-views';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const openOffersQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: queryKeys.offers.open(locale),
    queryFn: ({ signal }) =>
      api.get<ListResponse<MemberOffer>>('/api/offers', { query: { page: 1, limit: 20 }, signal }),
  });

export function useOpenOffers(locale: string) {
  return useQuery(openOffersQueryOptions(locale));
}

export const memberOfferQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: queryKeys.offers.memberOffer(id, locale),
    queryFn: ({ signal }) =>
      api.get<DataResponse<MemberOfferDetail>>(`/api/offers/${id}`, { signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });

export function useMemberOffer(id: number, locale: string) {
  return useQuery(memberOfferQueryOptions(id, locale));
}
