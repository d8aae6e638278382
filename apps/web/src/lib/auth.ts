// The signed-in user: one query shared by guards, layouts and pages.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@fanclub/contract/auth';
import type { DataResponse } from '@fanclub/contract/api';
import { api, isApiError, mayHaveSession } from './api-client';
import { setDisplayZone } from './display-zone';
import { clearSessionFlags, storeSessionFlags } from './session';
import { AUTH_USER_KEY } from './query-key-user';

export async function getAuthUser(): Promise<AuthUser | null> {
  // A first visit (no cookies yet) or a signed-out browser: no need to ask, and no 401 to log.
  if (!mayHaveSession()) {
    clearSessionFlags();
    setDisplayZone(null);
    return null;
  }
  try {
    const { data } = await api.get<DataResponse<AuthUser>>('/api/auth/user', { anonymous: true });
    storeSessionFlags(data);
    setDisplayZone(data.timezone);
    return data;
  } catch (error) {
    if (isApiError(error) && [401, 403, 419].includes(error.status)) {
      clearSessionFlags();
      setDisplayZone(null);
      return null;
    }
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_USER_KEY,
    queryFn: getAuthUser,
    staleTime: 60_000,
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}

/** After a successful sign-in: the returned user becomes the cached one. */
export function setSignedInUser(queryClient: QueryClient, user: AuthUser) {
  storeSessionFlags(user);
  setDisplayZone(user.timezone);
  queryClient.setQueryData(userQueryOptions().queryKey, user);
}

/** Forgets everything loaded for the previous user (sign-out or expired session). */
export function clearSignedInUser(queryClient: QueryClient, { guest = false } = {}) {
  clearSessionFlags({ guest });
  setDisplayZone(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  queryClient.setQueryData(userQueryOptions().queryKey, null);
}
