// /account/password.
import '@/lib/i18n-member';
import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card';
import { usePageTitle } from '@/lib/page-title';
import { ChangePasswordForm } from '../components/change-password-form';

export function ChangePasswordRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('password.title'));
  return (
    <Center>
      <FormCard title={t('password.title')} lead={t('password.lead')} width={520}>
        <ChangePasswordForm />
      </FormCard>
    </Center>
  );
}
