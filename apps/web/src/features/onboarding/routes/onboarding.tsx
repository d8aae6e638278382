// /onboarding: the wizard comes in a later issue. Until then a finished profile goes home,
// and an unfinished one gets an honest note and a way to sign out.
import '@/lib/i18n-member';
import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { hasFinishedOnboarding } from '@/lib/session';

export function OnboardingRoute() {
  const { t } = useTranslation('member');
  const { data: user } = useUser();
  usePageTitle(t('onboarding.title'));
  if (user && hasFinishedOnboarding(user)) return <Navigate to="/home" replace />;
  return (
    <FormCard
      title={t('onboarding.title')}
      icon={
        <ThemeIcon size={56} radius="xl" color="sea" variant="light">
          <IconUserEdit size={30} aria-hidden />
        </ThemeIcon>
      }
    >
      <Text>{t('onboarding.body')}</Text>
      <Text c="dimmed" fz="sm">
        {t('onboarding.pending')}
      </Text>
      <Button component={Link} to="/logout" variant="light">
        {t('onboarding.signOut')}
      </Button>
    </FormCard>
  );
}
