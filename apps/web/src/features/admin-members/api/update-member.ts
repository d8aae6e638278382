// Admin actions on one member: block, unblock, allow or disallow posting, cancel registration,
// reset two-step sign-in (a lost device).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '@fanclub/contract/admin';
import type { DataResponse } from '@fanclub/contract/api';
import type { ClosedAccount } from '@fanclub/contract/membership';
import { api } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';
import { queryKeys } from '@/lib/query-keys';

export type MemberAction =
  'block' | 'unblock' | 'allowPosting' | 'disallowPosting' | 'cancel' | 'resetTwoFactor';

/** Answers false when a reset found no two-step sign-in to reset. */
export async function updateMember(id: number, action: MemberAction): Promise<boolean> {
  const base = `/api/admin/members/${id}`;
  const call =
    action === 'resetTwoFactor'
      ? api.delete<DataResponse<{ reset: boolean }>>(`${base}/two-factor`)
      : action === 'cancel'
        ? api.post<DataResponse<ClosedAccount>>(`${base}/cancel`)
        : action === 'block'
          ? api.post<DataResponse<AdminMember>>(`${base}/block`)
          : action === 'unblock'
            ? api.post<DataResponse<AdminMember>>(`${base}/unblock`)
            : api.post<DataResponse<AdminMember>>(`${base}/posting`, {
                allowed: action === 'allowPosting',
              });
  const result = await call;
  return action !== 'resetTwoFactor' || (result as DataResponse<{ reset: boolean }>).data.reset;
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MemberAction }) => updateMember(id, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: membersQueryOptions().queryKey });
      // The overview's "blocked" count changes too (its key lives in admin-overview).
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview.all });
    },
  });
}
