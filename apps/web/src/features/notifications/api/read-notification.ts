// POST /api/notifications/read: one notification by id, or every one with id "all".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { ReadNotificationResult } from '@fanclub/contract/notifications';
import { api } from '@/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

export async function readNotification(id: number | 'all'): Promise<ReadNotificationResult> {
  const { data } = await api.post<DataResponse<ReadNotificationResult>>('/api/notifications/read', {
    id,
  });
  return data;
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
