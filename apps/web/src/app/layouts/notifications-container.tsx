// The notification container itself, with its styles; loaded by NotificationsHost on demand.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export function NotificationsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
