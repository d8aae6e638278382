// GET /api/admin/members?page&limit&keyword&status: the admins' member search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMember } from '@fanclub/contract/admin';
import type { ListResponse } from '@fanclub/contract/api';
import type { MemberStatus } from '@fanclub/contract/codes';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type MemberSearch = { page: number; limit: number; keyword?: string; status?: MemberStatus };

export function getMembers(search: MemberSearch): Promise<ListResponse<AdminMember>> {
  return api.get<ListResponse<AdminMember>>('/api/admin/members', { query: search });
}

export const membersQueryOptions = (search?: MemberSearch) =>
  queryOptions({
    queryKey: search ? queryKeys.adminMembers.list(search) : queryKeys.adminMembers.all,
    queryFn: () => getMembers(search ?? { page: 1, limit: 20 }),
    placeholderData: keepPreviousData,
  });

export function useMembers(search: MemberSearch) {
  return useQuery(membersQueryOptions(search));
}
