// POST /api/login: on success the returned user becomes the signed-in one; a member with
// two-step sign-in gets `twoFactor: pending` and sends the code next (POST /api/login/two-factor).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginBody } from '@fanclub/contract/auth';
import type { DataResponse } from '@fanclub/contract/api';
import type { LoginPending } from '@fanclub/contract/two-factor';
import { api } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth';

type LoginResult = AuthUser | LoginPending;

export const isPending = (result: LoginResult): result is LoginPending => 'twoFactor' in result;

export async function login(body: LoginBody): Promise<LoginResult> {
  const { data } = await api.post<DataResponse<LoginResult>>('/api/login', body, {
    anonymous: true,
  });
  return data;
}

export async function sendTwoFactorCode(code: string): Promise<AuthUser> {
  const { data } = await api.post<DataResponse<AuthUser>>(
    '/api/login/two-factor',
    { code },
    { anonymous: true },
  );
  return data;
}

function signedIn(queryClient: QueryClient, user: AuthUser) {
  // Nothing cached for a previous user survives; the auth query is replaced, not removed,
  // so the components watching it see the new user at once.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  setSignedInUser(queryClient, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (!isPending(result)) signedIn(queryClient, result);
    },
  });
}

export function useTwoFactorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTwoFactorCode,
    onSuccess: (user) => signedIn(queryClient, user),
  });
}
