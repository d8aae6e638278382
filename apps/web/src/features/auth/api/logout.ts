// GET /api/logout, then forget the user locally and mark the browser as a guest.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSignedInUser } from '@/lib/auth';

export async function logout(): Promise<void> {
  await api.get<unknown>('/api/logout', { anonymous: true });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even when the call fails: the session may already be gone.
    onSettled: () => clearSignedInUser(queryClient, { guest: true }),
  });
}
