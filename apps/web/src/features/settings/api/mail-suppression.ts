// GET /api/me/mail-suppression: whether mail to the member's address is held back, and why;
// POST …/confirm mails a verification link whose click lifts a bounce.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { AccountSuppression } from '@fanclub/contract/suppressions';
import { api } from '@/lib/api-client';

export function useMailSuppression() {
  return useQuery({
    queryKey: ['me', 'mail-suppression'] as const,
    queryFn: async () =>
      (await api.get<DataResponse<AccountSuppression>>('/api/me/mail-suppression')).data,
  });
}

export function useConfirmAddressAgain() {
  return useMutation({ mutationFn: () => api.post('/api/me/mail-suppression/confirm') });
}
