// Asks for the address to send the password-reset link to.
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/forgot-password';
import { EmailRequestForm } from './email-request-form';

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  return (
    <EmailRequestForm
      request={request}
      submitLabel={t('forgot.submit')}
      button={{ size: 'md', fullWidth: true }}
      onSent={onSent}
    />
  );
}
