// /signin: once the user is known (just signed in, or already was), go to the `redirect`
// target or home; the guards then send an unfinished profile to onboarding. An account with
// two-step sign-in answers its code first; an admin who must set it up goes to its screen.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { GoToTarget } from '@/components/go-to-target';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { SignInForm } from '../components/sign-in-form';
import { TwoFactorStep } from '../components/two-factor-step';

export function SignInRoute() {
  const { t } = useTranslation('auth');
  const { data: user } = useUser();
  const [params] = useSearchParams();
  const [codeNeeded, setCodeNeeded] = useState(false);
  usePageTitle(codeNeeded ? t('twoFactor.title') : t('signIn.title'));
  if (user?.twoFactorEnrolmentRequired) return <Navigate to="/account/two-factor" replace />;
  if (user) return <GoToTarget redirect={params.get('redirect')} />;
  if (codeNeeded) {
    return (
      <FormCard title={t('twoFactor.title')} lead={t('twoFactor.lead')}>
        <TwoFactorStep onCancel={() => setCodeNeeded(false)} />
      </FormCard>
    );
  }
  return (
    <FormCard title={t('signIn.title')} lead={t('signIn.lead')}>
      {params.get('left') === '1' && (
        <Alert color="teal" variant="light" role="status">
          {t('signIn.left')}
        </Alert>
      )}
      <SignInForm onCodeNeeded={() => setCodeNeeded(true)} />
      <Divider />
      <Stack gap={4} align="center">
        <Text fz="sm" c="dimmed">
          {t('signIn.noAccount')}
        </Text>
        <Anchor component={Link} to="/signup" fw={700}>
          {t('signIn.toSignUp')}
        </Anchor>
      </Stack>
    </FormCard>
  );
}
