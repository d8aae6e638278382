// GET and POST /api/me/organization: the organization account tab (null until saved).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organization, OrganizationData } from '@fanclub/contract/account';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getOrganization(): Promise<Organization | null> {
  const { data } = await api.get<DataResponse<Organization | null>>('/api/me/organization');
  return data;
}

export const organizationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.organization, queryFn: getOrganization });

export function useOrganization() {
  return useQuery(organizationQueryOptions());
}

export async function saveOrganization(body: OrganizationData): Promise<Organization> {
  const { data } = await api.post<DataResponse<Organization>>('/api/me/organization', body);
  return data;
}

export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrganization,
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationQueryOptions().queryKey, saved);
    },
  });
}
