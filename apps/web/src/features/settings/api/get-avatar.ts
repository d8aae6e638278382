// GET /api/me/avatar: the signed-in member's picture URL (null when none).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { Avatar } from '@fanclub/contract/avatar';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getAvatar(): Promise<Avatar> {
  const { data } = await api.get<DataResponse<Avatar>>('/api/me/avatar');
  return data;
}

export const avatarQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.avatar,
    queryFn: getAvatar,
    // It only changes through this feature's mutations, which update the cache themselves.
    staleTime: 10 * 60_000,
  });

export function useAvatar({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...avatarQueryOptions(), enabled });
}
