// GET /api/admin/overview/members: member counts for the overview cards.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberOverview } from '@fanclub/contract/admin';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';

export async function getMemberOverview(): Promise<MemberOverview> {
  const { data } = await api.get<DataResponse<MemberOverview>>('/api/admin/overview/members');
  return data;
}

export const memberOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'overview', 'members'] as const, queryFn: getMemberOverview });

export function useMemberOverview() {
  return useQuery(memberOverviewQueryOptions());
}
