// POST /api/admin/points/adjust {userId, points, reason}: a grant or deduction in the ledger.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { AdjustPointsBody, PointMovement } from '@fanclub/contract/points';
import { api } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

export function adjustPoints(body: AdjustPointsBody): Promise<PointMovement> {
  return api
    .post<DataResponse<PointMovement>>('/api/admin/points/adjust', body)
    .then((r) => r.data);
}

export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions().queryKey }),
  });
}
