// The bell in the member header: the unread count (live over the realtime channel, polled every
// 5 s while the socket is down) and a popover listing the notifications.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { realtime, useRealtimeStatus } from '@/lib/realtime';
import { notificationsQueryOptions, useNotifications } from '../api/get-notifications';
import { NotificationPanel } from './notification-panel';

export function NotificationBell() {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const query = useNotifications({ poll: status !== 'connected' });
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
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      offset={12}
      width={360}
      shadow="md"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
    >
      {/* The target is the button itself: it carries aria-expanded and aria-controls. */}
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="sunset.7"
        withBorder
        // The count is in the button's name; the dot itself is decoration.
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-labelledby={headingId} maw="calc(100vw - 16px)">
        <NotificationPanel
          headingId={headingId}
          query={query}
          unread={unread}
          onNavigate={() => setOpened(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
