// GET /api/notifications: the member's notifications, newest first, page by page; the first
// page's meta.unread is the bell's count.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationList } from '@fanclub/contract/notifications';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 10;
/** While the realtime socket is down, the count is refetched this often (the spec's 5 s). */
export const OFFLINE_POLL_MS = 5_000;

export function getNotifications(page: number): Promise<NotificationList> {
  return api.get<NotificationList>('/api/notifications', {
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
  });
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.lastPage ? last.meta.page + 1 : null),
  });

export function useNotifications({ poll, enabled = true }: { poll: boolean; enabled?: boolean }) {
  return useInfiniteQuery({
    ...notificationsQueryOptions(),
    enabled,
    refetchInterval: poll ? OFFLINE_POLL_MS : false,
  });
}
