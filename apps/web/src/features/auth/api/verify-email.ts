// POST /api/email/verify {token}: the page posts the token from the mail link (never a GET).
import { useMutation } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';

export async function verifyEmail(token: string): Promise<{ email: string }> {
  const { data } = await api.post<DataResponse<{ email: string }>>(
    '/api/email/verify',
    { token },
    { anonymous: true },
  );
  return data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
