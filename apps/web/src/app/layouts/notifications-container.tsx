// The notification container itself, with its styles; loaded by NotificationsHost on demand.
// Every toast's close button is labelled in the reader's language.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useMemo } from 'react';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

export function NotificationsContainer() {
  const { t } = useTranslation('common');
  const close = t('actions.close');
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      <Notifications position="top-right" zIndex={1000} />
    </MantineThemeProvider>
  );
}
