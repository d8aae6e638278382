// The member's group calls (packages/contract/src/groups.ts): the list under a filter and a
// search, a group's page, a member's page, and the actions that change my membership (join or
// accept, leave or decline, pin), which refresh every group query.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { GroupListFilter } from '@fanclub/contract/group-codes';
import type {
  GroupDetail,
  GroupListItem,
  GroupMemberPage,
  GroupMembershipView,
} from '@fanclub/contract/groups';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type GroupListParams = {
  filter: GroupListFilter;
  keyword: string;
  page: number;
  limit: number;
};

const noRetryOn404 = (count: number, error: Error) => count < 2 && !isApiError(error, 'NOT_FOUND');

export const groupListQueryOptions = (params: GroupListParams) =>
  queryOptions({
    queryKey: queryKeys.groups.list(params),
    queryFn: ({ signal }) =>
      api.get<ListResponse<GroupListItem>>('/api/groups', {
        query: { ...params, keyword: params.keyword || undefined },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export const useGroupList = (params: GroupListParams) => useQuery(groupListQueryOptions(params));

export const groupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.groups.detail(id),
    queryFn: ({ signal }) =>
      api.get<DataResponse<GroupDetail>>(`/api/groups/${id}`, { signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
    retry: noRetryOn404,
  });

export const useGroup = (id: number) => useQuery(groupQueryOptions(id));

export const groupMemberQueryOptions = (id: number, memberId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.groups.member(id, memberId, page),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<GroupMemberPage>>(`/api/groups/${id}/members/${memberId}`, {
          query: { page, limit: 10 },
          signal,
        })
        .then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0 && Number.isInteger(memberId) && memberId > 0,
    retry: noRetryOn404,
    placeholderData: (previous) => previous,
  });

export const useGroupMember = (id: number, memberId: number, page: number) =>
  useQuery(groupMemberQueryOptions(id, memberId, page));

export type GroupAction = 'join' | 'leave' | 'pin' | 'unpin';

function callAction(id: number, action: GroupAction): Promise<unknown> {
  switch (action) {
    case 'join':
      return api.post<DataResponse<GroupDetail>>(`/api/groups/${id}/join`);
    case 'leave':
      return api.post<DataResponse<{ ok: true }>>(`/api/groups/${id}/leave`);
    case 'pin':
      return api.put<DataResponse<GroupMembershipView>>(`/api/groups/${id}/pin`);
    case 'unpin':
      return api.delete<DataResponse<GroupMembershipView>>(`/api/groups/${id}/pin`);
  }
}

export function useGroupAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: GroupAction) => callAction(id, action),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.groups.all }),
  });
}
