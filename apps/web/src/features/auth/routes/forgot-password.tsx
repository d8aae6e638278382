// /forgot-password: ask for the address, then say a link was sent if it is registered.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Anchor, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '@/components/form-card';
import { usePageTitle } from '@/lib/page-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  usePageTitle(t('forgot.title'));
  const backLink = (
    <Anchor component={Link} to="/signin" ta="center" fz="sm">
      {t('forgot.backToSignIn')}
    </Anchor>
  );
  if (sent) {
    return (
      <FormCard
        title={t('forgot.sentTitle')}
        icon={
          <ThemeIcon size={56} radius="xl" color="sunset" variant="light">
            <IconMailForward size={30} aria-hidden />
          </ThemeIcon>
        }
      >
        <Text role="status">{t('forgot.sentBody')}</Text>
        {backLink}
      </FormCard>
    );
  }
  return (
    <FormCard title={t('forgot.title')} lead={t('forgot.lead')}>
      <ForgotPasswordForm onSent={() => setSent(true)} />
      {backLink}
    </FormCard>
  );
}
