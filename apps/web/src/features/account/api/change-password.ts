// POST /api/me/password {currentPassword, password, passwordConfirmation}.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBody } from '@fanclub/contract/auth';
import { api } from '@/lib/api-client';

export type ChangePasswordPayload = z.output<typeof changePasswordBody>;

export async function changePassword(body: ChangePasswordPayload): Promise<void> {
  await api.post<unknown>('/api/me/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
