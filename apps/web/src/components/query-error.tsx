// What a page shows when its data failed to load: the 403 view, or the message and a retry.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { ForbiddenView } from './error-views';

export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 403) return <ForbiddenView />;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{isApiError(error) ? error.message : t('errors.loadFailed')}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('actions.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
