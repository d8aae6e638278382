// /verify-email?token=…: the page POSTs the token (a GET alone never verifies, so mail
// scanners that follow links change nothing), then shows the outcome.
import '@/lib/i18n-auth';
import { useEffect, useRef } from 'react';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { usePageTitle } from '@/lib/page-title';
import { useVerifyEmail } from '../api/verify-email';
import { FormAlert } from '@/components/form-alert';
import { ResendVerificationForm } from '../components/resend-verification-form';

export function VerifyEmailRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { mutate, status, error } = useVerifyEmail();
  const posted = useRef(false);
  usePageTitle(t('verify.title'));

  useEffect(() => {
    // Once per page load: a token works once, and StrictMode runs effects twice in dev.
    if (!token || posted.current) return;
    posted.current = true;
    mutate(token);
  }, [token, mutate]);

  if (status === 'success') {
    return (
      <FormCard
        title={t('verify.successTitle')}
        icon={
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
        }
      >
        <Text>{t('verify.successBody')}</Text>
        <Button component={Link} to="/signin" size="md">
          {t('verify.toSignIn')}
        </Button>
      </FormCard>
    );
  }

  if (token && status !== 'error') {
    return (
      <FormCard title={t('verify.title')}>
        <Stack align="center" py="lg" role="status">
          <Loader aria-hidden />
          <Text>{t('verify.verifying')}</Text>
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('verify.failedTitle')}
      icon={
        <ThemeIcon size={56} radius="xl" color="sunset" variant="light">
          <IconMailOff size={30} aria-hidden />
        </ThemeIcon>
      }
    >
      <FormAlert>{error?.message ?? t('verify.missingToken')}</FormAlert>
      <ResendVerificationForm />
    </FormCard>
  );
}
