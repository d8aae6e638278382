// Asks for an address and sends the confirmation mail again (after a failed verification).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { useResendVerification } from '../api/resend-verification';
import { EmailRequestForm } from './email-request-form';

export function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  if (resend.isSuccess) return <FormAlert tone="success">{t('verify.resent')}</FormAlert>;
  return (
    <EmailRequestForm
      request={resend}
      submitLabel={t('verify.resendSubmit')}
      lead={<Text fz="sm">{t('verify.resendLead')}</Text>}
    />
  );
}
