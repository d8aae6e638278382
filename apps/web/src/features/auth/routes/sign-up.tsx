// /signup (?ref=CODE prefills the referral code); after success, the "check your mail" card.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { SignUpDone } from '../components/sign-up-done';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpRoute() {
  const { t } = useTranslation('auth');
  const { data: user } = useUser();
  const [params] = useSearchParams();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  usePageTitle(registeredEmail ? t('signUpDone.title') : t('signUp.title'));

  if (registeredEmail) return <SignUpDone email={registeredEmail} />;
  if (user) return <Navigate to="/home" replace />;
  return (
    <FormCard title={t('signUp.title')} lead={t('signUp.lead')} width={620}>
      <SignUpForm
        referralCode={params.get('ref')?.trim() ?? ''}
        onRegistered={(email) => {
          setRegisteredEmail(email);
          window.scrollTo({ top: 0 });
        }}
      />
      <Group gap={6} justify="center">
        <Text fz="sm" c="dimmed">
          {t('signUp.haveAccount')}
        </Text>
        <Anchor component={Link} to="/signin" fz="sm" fw={700}>
          {t('signUp.toSignIn')}
        </Anchor>
      </Group>
    </FormCard>
  );
}
