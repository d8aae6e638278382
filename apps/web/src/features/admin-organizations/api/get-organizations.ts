// GET /api/admin/organizations: members' organization accounts, searched and paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@fanclub/contract/api';
import type { AdminOrganization, OrganizationSearch } from '@fanclub/contract/settings';
import { api } from '@/lib/api-client';

export function getOrganizations(query: OrganizationSearch) {
  return api.get<ListResponse<AdminOrganization>>('/api/admin/organizations', { query });
}

export const organizationsQueryOptions = (query: OrganizationSearch) =>
  queryOptions({
    queryKey: ['admin', 'organizations', query] as const,
    queryFn: () => getOrganizations(query),
  });

export function useOrganizations(query: OrganizationSearch) {
  return useQuery({ ...organizationsQueryOptions(query), placeholderData: keepPreviousData });
}

export function organizationExportUrl(
  filter: Omit<OrganizationSearch, 'page' | 'limit'>,
  lang: string,
) {
  const params = new URLSearchParams({ lang });
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (filter.facilityType) params.set('facilityType', filter.facilityType);
  const query = params.toString();
  return `/api/admin/organizations/export?${query}`;
}
