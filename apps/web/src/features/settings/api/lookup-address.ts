// GET /api/addresses?zip=: the addresses of a 7-digit postal code (404 when unknown).
import { queryOptions } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { AddressItem } from '@fanclub/contract/reference';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function lookupAddress(zip: string): Promise<AddressItem[]> {
  const { data } = await api.get<DataResponse<AddressItem[]>>('/api/addresses', {
    query: { zip },
  });
  return data;
}

export const addressQueryOptions = (zip: string) =>
  queryOptions({
    queryKey: queryKeys.reference.addresses(zip),
    queryFn: () => lookupAddress(zip),
    staleTime: Infinity,
  });
