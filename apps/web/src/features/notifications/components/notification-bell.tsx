// The bell in the member header: the unread count (live over the realtime channel, polled every
// 5 s while the socket is down) and a popover listing the notifications, loaded on first intent.
// The count is asked for once the page's first screen has painted (lib/after-paint.ts).
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePainted } from '@/lib/after-paint';
import { realtime, useRealtimeStatus } from '@/lib/realtime';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';
import { notificationsQueryOptions, useNotifications } from '../api/get-notifications';
import { BellButton, BellIndicator } from './bell-button';

const importPopover = () => import('./notification-popover');

export function NotificationBell() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  const [opened, setOpened] = useState(false);
  const popover = useLoadOnIntent(importPopover);
  const painted = usePainted();
  const query = useNotifications({ poll: status !== 'connected', enabled: painted });
  const unread = query.data?.pages[0]?.meta.unread ?? 0;

  useEffect(
    () =>
      realtime.onEvent((event) => {
        if (event.type === 'notification' || event.type === 'unread') {
          void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
        }
      }),
    [queryClient],
  );
  // Back from an outage: what arrived meanwhile is fetched once.
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'connected' && previous.current === 'disconnected') {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey });
    }
    previous.current = status;
  }, [status, queryClient]);

  const label =
    unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  if (popover.module) {
    return (
      <popover.module.NotificationPopover
        opened={opened}
        onChange={setOpened}
        query={query}
        unread={unread}
        label={label}
        intent={popover.intent}
      />
    );
  }
  return (
    <BellIndicator unread={unread}>
      <BellButton
        label={label}
        aria-haspopup="dialog"
        aria-expanded={false}
        {...popover.triggerProps}
        onPointerDown={(event) => {
          popover.triggerProps.onPointerDown(event);
          if (event.button === 0) setOpened(true);
        }}
        onClick={() => {
          popover.triggerProps.onClick();
          setOpened(true);
        }}
      />
    </BellIndicator>
  );
}
