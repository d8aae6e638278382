// POST /api/email/resend {email}: 202 whether or not the address exists.
import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@fanclub/contract/auth';
import { api } from '@/lib/api-client';

export async function resendVerification(body: EmailBody): Promise<void> {
  await api.post<unknown>('/api/email/resend', body, { anonymous: true });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
