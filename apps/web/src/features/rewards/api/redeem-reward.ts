// POST /api/rewards/{id}/redeem {amount, paypalEmail?}: the points leave the balance at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { RedeemData, RedeemResult } from '@fanclub/contract/rewards';
import { api } from '@/lib/api-client';
import { userQueryOptions } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

export function redeemReward(id: number, body: RedeemData): Promise<RedeemResult> {
  return api
    .post<DataResponse<RedeemResult>>(`/api/rewards/${id}/redeem`, body)
    .then((r) => r.data);
}

export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RedeemData }) => redeemReward(id, body),
    onSuccess: async () => {
      // The header badge, this screen and both histories show the new balance and request.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rewards.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.transactions.all }),
      ]);
    },
  });
}
