// Last resort for a render error or a chunk that failed to load (e.g. after a deploy), and a
// screen that did not load within 120 seconds (offered a reload).
import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { StatusView } from '@/components/status-view';
import { isScreenLoadTimeout } from '@/lib/load-timeout';

export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  const slow = isScreenLoadTimeout(error);
  if (!slow) console.error(error);
  return (
    <StatusView
      icon={<IconAlertTriangle size={36} aria-hidden />}
      title={slow ? t('errors.slowTitle') : t('errors.crashTitle')}
      body={slow ? t('errors.slowBody') : t('errors.crashBody')}
      action={
        <Button radius="xl" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
