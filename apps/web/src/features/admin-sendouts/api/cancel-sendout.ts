// DELETE /api/admin/sendouts/{id}: cancels a batch that is still only scheduled.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sendoutsQueryOptions } from './get-sendouts';

export function cancelSendout(id: number): Promise<unknown> {
  return api.delete(`/api/admin/sendouts/${id}`);
}

export function useCancelSendout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSendout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sendoutsQueryOptions().queryKey }),
  });
}
