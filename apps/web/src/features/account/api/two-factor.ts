// The member's two-step sign-in: status, enrolment (setup then confirm), new recovery codes,
// turning it off. Enrolment rotates the session and may turn on the admin flag, so the signed-in
// user is loaded again after it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type {
  RecoveryCodes,
  TwoFactorProofBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@fanclub/contract/two-factor';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const statusQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.twoFactor,
    queryFn: async () => (await api.get<DataResponse<TwoFactorStatus>>('/api/me/two-factor')).data,
  });

export const useTwoFactorStatus = () => useQuery(statusQuery());

export function useStartEnrolment() {
  return useMutation({
    mutationFn: async () =>
      (await api.post<DataResponse<TwoFactorSetup>>('/api/me/two-factor/setup')).data,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.settings.twoFactor });
    void queryClient.invalidateQueries({ queryKey: queryKeys.auth.user });
  };
}

export function useConfirmEnrolment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<DataResponse<RecoveryCodes>>('/api/me/two-factor/confirm', { code })).data
        .recoveryCodes,
    onSuccess: refresh,
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (proof: TwoFactorProofBody) =>
      (await api.post<DataResponse<RecoveryCodes>>('/api/me/two-factor/recovery-codes', proof)).data
        .recoveryCodes,
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (proof: TwoFactorProofBody) => {
      await api.post<unknown>('/api/me/two-factor/disable', proof);
    },
    onSuccess: refresh,
  });
}
