// GET/POST /api/admin/members/{id}/data-exports: a member's copies of their data, prepared on
// an admin's request (each request and download is in the audit log).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { DataExport } from '@fanclub/contract/data-rights';
import { api } from '@/lib/api-client';

const key = (id: number | undefined) => ['admin', 'member-data', id] as const;

export function useMemberData(id: number | undefined) {
  return useQuery({
    queryKey: key(id),
    queryFn: () =>
      api.get<{ data: DataExport[] }>(`/api/admin/members/${id}/data-exports`).then((r) => r.data),
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'pending') ? 3000 : false,
  });
}

export function useRequestMemberData(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api
        .post<DataResponse<DataExport>>(`/api/admin/members/${id}/data-exports`)
        .then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: key(id) }),
  });
}
