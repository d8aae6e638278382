// /reset-password?token=…&email=…: the link from the reset mail.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Anchor, Button, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { usePageTitle } from '@/lib/page-title';
import { FormAlert } from '@/components/form-alert';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const [done, setDone] = useState(false);
  usePageTitle(t('reset.title'));

  if (done) {
    return (
      <FormCard
        title={t('reset.doneTitle')}
        icon={
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
        }
      >
        <Text role="status">{t('reset.doneBody')}</Text>
        <Button component={Link} to="/signin" size="md">
          {t('reset.toSignIn')}
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('reset.title')} lead={t('reset.lead')}>
      {token && email ? (
        <ResetPasswordForm token={token} email={email} onDone={() => setDone(true)} />
      ) : (
        <FormAlert>
          <Text fz="sm">{t('reset.invalidLink')}</Text>
          <Anchor component={Link} to="/forgot-password" fz="sm" fw={700}>
            {t('reset.requestAgain')}
          </Anchor>
        </FormAlert>
      )}
    </FormCard>
  );
}
