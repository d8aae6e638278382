// /account/two-factor: the member's two-step sign-in (admins under ADMIN_REQUIRE_2FA land here
// before the admin area).
import '@/lib/i18n-member';
import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card';
import { usePageTitle } from '@/lib/page-title';
import { TwoFactorSettings } from '../components/two-factor-settings';

export function TwoFactorRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('twoFactor.title'));
  return (
    <Center>
      <FormCard title={t('twoFactor.title')} lead={t('twoFactor.lead')} width={560}>
        <TwoFactorSettings />
      </FormCard>
    </Center>
  );
}
