// /privacy: the member's privacy consents, and how many survey invitations they want.
import '@/lib/i18n-member';
import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/page-title';
import { PrivacySettingsForm } from '../components/privacy-settings-form';
import { SurveyLimitForm } from '../components/survey-limit-form';

export function PrivacyRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('settings.privacy.title'));
  return (
    <Paper maw={760} mx="auto" p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm" withBorder>
      <PageHeader title={t('settings.privacy.title')} lead={t('settings.privacy.lead')} />
      <PrivacySettingsForm />
      <SurveyLimitForm />
    </Paper>
  );
}
