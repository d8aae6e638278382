// Account settings' notice when no news or group mail goes to the member's address (the
// suppression list), in plain words; after a bounce, a button mails a verification link whose
// click lifts it. Nothing is shown while the address is not on the list.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { formatDateTime } from '@/lib/format';
import { failureText } from '@/lib/form';
import { useConfirmAddressAgain, useMailSuppression } from '../api/mail-suppression';

export function MailSuppressionNotice() {
  const { t } = useTranslation('member');
  const { data } = useMailSuppression();
  const confirm = useConfirmAddressAgain();
  if (!data) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="lg"
      icon={<IconMailOff aria-hidden />}
      title={t('settings.mailSuppression.title')}
      data-testid="mail-suppression-notice"
    >
      <Stack gap="sm">
        <Text fz="sm">{t(`settings.mailSuppression.reasons.${data.reason}`)}</Text>
        <Text fz="xs" c="dimmed">
          {t('settings.mailSuppression.since', { time: formatDateTime(data.since) })}
        </Text>
        {data.canReconfirm &&
          (confirm.isSuccess ? (
            <Text fz="sm" fw={600} role="status">
              {t('settings.mailSuppression.sent')}
            </Text>
          ) : (
            <div>
              <Button
                size="sm"
                variant="white"
                loading={confirm.isPending}
                onClick={() => confirm.mutate()}
              >
                {t('settings.mailSuppression.confirm')}
              </Button>
            </div>
          ))}
        {confirm.error && <FormAlert>{failureText(confirm.error)}</FormAlert>}
      </Stack>
    </Alert>
  );
}
