// Group management calls: the list, one group, its settings (multipart), publish and
// unpublish, deletion; members (list, invite, role, remove) and the spec's search by
// conditions; topics (list, save, publish, unpublish, delete).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type {
  AdminGroupDetail,
  AdminGroupItem,
  AdminTopicItem,
  GroupTopicBody,
} from '@fanclub/contract/groups-admin';
import type {
  ConditionMember,
  GroupInviteBody,
  GroupInviteResult,
  GroupMemberItem,
  ListUserByConditionsBody,
} from '@fanclub/contract/group-members-admin';
import type { GroupItemStatus, GroupMemberState, GroupRole } from '@fanclub/contract/group-codes';
import { api, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const groupKeys = {
  all: ['admin', 'groups'] as const,
  list: (search: object) => [...groupKeys.all, 'list', search] as const,
  detail: (id: number) => [...groupKeys.all, id] as const,
  members: (id: number, search: object) => [...groupKeys.all, id, 'members', search] as const,
  conditions: (id: number, search: object) => [...groupKeys.all, id, 'conditions', search] as const,
  topics: (id: number) => [...groupKeys.all, id, 'topics'] as const,
};

export type GroupSearch = {
  page: number;
  limit: number;
  keyword?: string;
  status?: GroupItemStatus;
};

export function useGroups(search: GroupSearch) {
  return useQuery({
    queryKey: groupKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<ListResponse<AdminGroupItem>>('/api/admin/groups', { query: search, signal }),
    placeholderData: keepPreviousData,
  });
}

export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<AdminGroupDetail>>(`/api/admin/groups/${id}`, { signal })
        .then((r) => r.data),
  });

export const useGroup = (id: number) => useQuery(groupQuery(id));

/** The form's values, sent as multipart with the chosen files. */
export type GroupFormValues = {
  name: string;
  description: string;
  visibility: 'public' | 'private';
  searchable: boolean;
  mrocEnabled: boolean;
  moderatorId: string;
  contactName: string;
  contactEmail: string;
  contactInfo: string;
  removeImage: boolean;
  removeBanner: boolean;
};

export function useSaveGroup(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { values: GroupFormValues; image: File | null; banner: File | null }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(input.values)) body.append(name, String(value));
      if (input.image) body.append('image', input.image);
      if (input.banner) body.append('banner', input.banner);
      return api
        .post<DataResponse<AdminGroupDetail>>(
          id ? `/api/admin/groups/${id}` : '/api/admin/groups',
          body,
        )
        .then((r) => r.data);
    },
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

export function useGroupAction(id: number) {
  return useRefreshingMutation(
    (action: 'publish' | 'unpublish' | 'delete') =>
      action === 'delete'
        ? api.delete(`/api/admin/groups/${id}`).then(() => undefined)
        : api
            .post<DataResponse<AdminGroupDetail>>(`/api/admin/groups/${id}/${action}`)
            .then((r) => r.data),
    groupKeys.all,
  );
}

export type MemberSearch = {
  page: number;
  limit: number;
  state?: GroupMemberState | undefined;
  role?: GroupRole | undefined;
  keyword?: string | undefined;
};

export function useGroupMembers(id: number, search: MemberSearch) {
  return useQuery({
    queryKey: groupKeys.members(id, search),
    queryFn: ({ signal }) =>
      api.get<ListResponse<GroupMemberItem>>(`/api/admin/groups/${id}/members`, {
        query: search,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const conditionMembers = (
  id: number,
  body: ListUserByConditionsBody,
  signal?: AbortSignal,
) =>
  api.post<ListResponse<ConditionMember>>(`/api/groups/${id}/list-user-by-conditions`, body, {
    ...(signal ? { signal } : {}),
  });

export function useConditionMembers(id: number, body: ListUserByConditionsBody, enabled = true) {
  return useQuery({
    queryKey: groupKeys.conditions(id, body),
    queryFn: ({ signal }) => conditionMembers(id, body, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInvite(id: number) {
  return useRefreshingMutation(
    (body: GroupInviteBody) =>
      api
        .post<DataResponse<GroupInviteResult>>(`/api/admin/groups/${id}/members`, body)
        .then((r) => r.data),
    groupKeys.detail(id),
  );
}

export function useMemberChange(id: number) {
  return useRefreshingMutation(
    ({ userId, role }: { userId: number; role?: GroupRole }) =>
      role
        ? apiRequest(`/api/admin/groups/${id}/members/${userId}`, {
            method: 'PATCH',
            body: { role },
          })
        : api.delete(`/api/admin/groups/${id}/members/${userId}`),
    groupKeys.detail(id),
  );
}

export function useTopics(id: number) {
  return useQuery({
    queryKey: groupKeys.topics(id),
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<AdminTopicItem[]>>(`/api/admin/groups/${id}/topics`, { signal })
        .then((r) => r.data),
  });
}

export function useSaveTopic(id: number) {
  return useRefreshingMutation(
    ({ topicId, body }: { topicId?: number; body: GroupTopicBody }) =>
      topicId
        ? apiRequest<DataResponse<AdminTopicItem>>(`/api/admin/groups/${id}/topics/${topicId}`, {
            method: 'PATCH',
            body,
          })
        : api.post<DataResponse<AdminTopicItem>>(`/api/admin/groups/${id}/topics`, body),
    groupKeys.detail(id),
  );
}

export function useTopicAction(id: number) {
  return useRefreshingMutation(
    ({ topicId, action }: { topicId: number; action: 'publish' | 'unpublish' | 'delete' }) =>
      action === 'delete'
        ? api.delete(`/api/admin/groups/${id}/topics/${topicId}`)
        : api.post(`/api/admin/groups/${id}/topics/${topicId}/${action}`),
    groupKeys.detail(id),
  );
}
