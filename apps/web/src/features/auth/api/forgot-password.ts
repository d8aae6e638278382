// POST /api/forgot-password {email}: 202 always, so nothing leaks about the address.
import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@fanclub/contract/auth';
import { api } from '@/lib/api-client';

export async function requestPasswordReset(body: EmailBody): Promise<void> {
  await api.post<unknown>('/api/forgot-password', body, { anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
