// Mantine's notification container, mounted once the first notification is shown: pages that
// never notify (most of them) don't load it. Notifications shown earlier wait in the store.
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
