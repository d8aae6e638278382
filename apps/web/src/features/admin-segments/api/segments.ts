// Segment calls (admins): list, create, rename, delete (409 while a topic uses it), members
// (list, add by ids or by an audience, remove), and the member search for adding by hand.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataResponse, ListResponse } from '@fanclub/contract/api';
import type { AdminMember } from '@fanclub/contract/admin';
import type {
  SegmentItem,
  SegmentMember,
  SegmentMembersBody,
  SegmentMembersResult,
} from '@fanclub/contract/segments';
import { api, apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const segmentKeys = {
  all: ['admin', 'segments'] as const,
  list: (search: object) => [...segmentKeys.all, 'list', search] as const,
  members: (id: number, search: object) => [...segmentKeys.all, id, 'members', search] as const,
  search: (keyword: string) => [...segmentKeys.all, 'member-search', keyword] as const,
};

export function useSegments(search: { page: number; limit: number; keyword?: string }) {
  return useQuery({
    queryKey: segmentKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<ListResponse<SegmentItem>>('/api/admin/segments', { query: search, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSegment() {
  return useRefreshingMutation(
    ({ id, name }: { id?: number; name: string }) =>
      id
        ? apiRequest<DataResponse<SegmentItem>>(`/api/admin/segments/${id}`, {
            method: 'PATCH',
            body: { name },
          })
        : api.post<DataResponse<SegmentItem>>('/api/admin/segments', { name }),
    segmentKeys.all,
  );
}

export function useDeleteSegment() {
  return useRefreshingMutation(
    (id: number) => api.delete(`/api/admin/segments/${id}`),
    segmentKeys.all,
  );
}

export function useSegmentMembers(
  id: number,
  search: { page: number; limit: number; keyword?: string },
) {
  return useQuery({
    queryKey: segmentKeys.members(id, search),
    queryFn: ({ signal }) =>
      api.get<ListResponse<SegmentMember>>(`/api/admin/segments/${id}/members`, {
        query: search,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddSegmentMembers(id: number) {
  return useRefreshingMutation(
    (body: SegmentMembersBody) =>
      api
        .post<DataResponse<SegmentMembersResult>>(`/api/admin/segments/${id}/members`, body)
        .then((r) => r.data),
    segmentKeys.all,
  );
}

export function useRemoveSegmentMember(id: number) {
  return useRefreshingMutation(
    (userId: number) => api.delete(`/api/admin/segments/${id}/members/${userId}`),
    segmentKeys.all,
  );
}

/** Admins' member search (GET api/admin/members), for adding by hand. */
export function useMemberSearch(keyword: string, enabled = keyword.length > 0) {
  return useQuery({
    queryKey: segmentKeys.search(keyword),
    queryFn: ({ signal }) =>
      api.get<ListResponse<AdminMember>>('/api/admin/members', {
        query: { keyword, status: 'active', limit: 10 },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
