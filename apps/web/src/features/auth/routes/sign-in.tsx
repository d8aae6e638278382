// /signin: once the user is known (just signed in, or already was), go to the `redirect`
// target or home; the guards then send an unfinished profile to onboarding.
import '@/lib/i18n-auth';
import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { GoToTarget } from '@/components/go-to-target';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { SignInForm } from '../components/sign-in-form';

export function SignInRoute() {
  const { t } = useTranslation('auth');
  const { data: user } = useUser();
  const [params] = useSearchParams();
  usePageTitle(t('signIn.title'));
  if (user) return <GoToTarget redirect={params.get('redirect')} />;
  return (
    <FormCard title={t('signIn.title')} lead={t('signIn.lead')}>
      {params.get('left') === '1' && (
        <Alert color="teal" variant="light" role="status">
          {t('signIn.left')}
        </Alert>
      )}
      <SignInForm />
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
