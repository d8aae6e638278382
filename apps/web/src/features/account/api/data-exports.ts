// GET/POST /api/me/data-exports: the member's copies of their data. While one is being
// prepared the list is polled, so the download link appears without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { DataExport } from '@fanclub/contract/data-rights';
import { api } from '@/lib/api-client';

const KEY = ['me', 'data-exports'] as const;

export function useDataExports() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<{ data: DataExport[] }>('/api/me/data-exports').then((r) => r.data),
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'pending') ? 3000 : false,
  });
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<DataResponse<DataExport>>('/api/me/data-exports').then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
