// POST /api/register: creates a provisional account and mails the confirmation link.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerBody, registerResult } from '@fanclub/contract/auth';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';

export type RegisterPayload = z.output<typeof registerBody>;
export type RegisterResult = z.infer<typeof registerResult>;

export async function register(body: RegisterPayload): Promise<RegisterResult> {
  const { data } = await api.post<DataResponse<RegisterResult>>('/api/register', body, {
    anonymous: true,
  });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
