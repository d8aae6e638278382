// POST /api/login: on success the returned user becomes the signed-in one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginBody } from '@fanclub/contract/auth';
import type { DataResponse } from '@fanclub/contract/api';
import { api } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth';

export async function login(body: LoginBody): Promise<AuthUser> {
  const { data } = await api.post<DataResponse<AuthUser>>('/api/login', body, { anonymous: true });
  return data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Nothing cached for a previous user survives; the auth query is replaced, not removed,
      // so the components watching it see the new user at once.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      setSignedInUser(queryClient, user);
    },
  });
}
