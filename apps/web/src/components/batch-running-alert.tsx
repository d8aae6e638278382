// "There is one batch processing…": the spec's busy message with the running batch's start,
// member count and minutes left, from the contract's catalogue (server and web say the same).
import { Alert, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BatchCheck } from '@fanclub/contract/sendouts';
import { formatDateTime } from '@/lib/format';

type Props = {
  running: BatchCheck['running'] | undefined;
  title?: string;
  /** 'error': the answer to a refused "send now", read out at once. */
  tone?: 'info' | 'error';
};

export function BatchRunningAlert({ running, title, tone = 'info' }: Props) {
  const { t } = useTranslation('messages');
  return (
    <Alert
      role={tone === 'error' ? 'alert' : 'status'}
      color={tone === 'error' ? 'red' : 'yellow'}
      variant="light"
      title={title}
      icon={<IconHourglassHigh aria-hidden />}
      data-testid={tone === 'error' ? undefined : 'batch-busy'}
    >
      <Text fz="sm">{t('errors.BATCH_BUSY')}</Text>
      {running && (
        <Text fz="sm" mt={4}>
          {t('sendout.running', {
            startedAt: formatDateTime(running.startedAt),
            count: running.recipients,
            minutes: running.minutesLeft,
          })}
        </Text>
      )}
    </Alert>
  );
}
