// POST /api/me/avatar (multipart field `avatar`): the new picture becomes the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import { AVATAR_FIELD, type Avatar } from '@fanclub/contract/avatar';
import { api } from '@/lib/api-client';
import { avatarQueryOptions } from './get-avatar';

export async function uploadAvatar(file: File): Promise<Avatar> {
  const body = new FormData();
  body.append(AVATAR_FIELD, file, file.name);
  const { data } = await api.post<DataResponse<Avatar>>('/api/me/avatar', body);
  return data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (avatar) => queryClient.setQueryData(avatarQueryOptions().queryKey, avatar),
  });
}
