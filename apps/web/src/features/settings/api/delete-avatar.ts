// DELETE /api/me/avatar: back to the initials placeholder.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { Avatar } from '@fanclub/contract/avatar';
import { api } from '@/lib/api-client';
import { avatarQueryOptions } from './get-avatar';

export async function deleteAvatar(): Promise<Avatar> {
  const { data } = await api.delete<DataResponse<Avatar>>('/api/me/avatar');
  return data;
}

export function useDeleteAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (avatar) => queryClient.setQueryData(avatarQueryOptions().queryKey, avatar),
  });
}
