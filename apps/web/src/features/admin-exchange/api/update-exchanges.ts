// The admin's decisions: approve selected requests, complete one with its code, fail one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { AdminExchangeItem, ApproveResult } from '@fanclub/contract/rewards';
import { api } from '@/lib/api-client';
import { exchangesQueryOptions } from './get-exchanges';

export function approveExchanges(ids: number[]): Promise<ApproveResult> {
  return api
    .post<DataResponse<ApproveResult>>('/api/neo/amazon-approve', { ids })
    .then((r) => r.data);
}

export function completeExchange(id: number, reference: string): Promise<AdminExchangeItem> {
  return api
    .post<DataResponse<AdminExchangeItem>>(`/api/admin/exchange/${id}/complete`, { reference })
    .then((r) => r.data);
}

export function failExchange(id: number, reason: string): Promise<AdminExchangeItem> {
  return api
    .post<DataResponse<AdminExchangeItem>>(`/api/admin/exchange/${id}/fail`, { reason })
    .then((r) => r.data);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exchangesQueryOptions().queryKey });
}

export function useApproveExchanges() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: approveExchanges, onSettled: refresh });
}

export function useCompleteExchange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reference }: { id: number; reference: string }) =>
      completeExchange(id, reference),
    onSettled: refresh,
  });
}

export function useFailExchange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => failExchange(id, reason),
    onSettled: refresh,
  });
}
