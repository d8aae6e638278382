// POST /api/reset-password {token, email, password, passwordConfirmation}.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBody } from '@fanclub/contract/auth';
import { api } from '@/lib/api-client';

export type ResetPasswordPayload = z.output<typeof resetPasswordBody>;

export async function resetPassword(body: ResetPasswordPayload): Promise<void> {
  await api.post<unknown>('/api/reset-password', body, { anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
