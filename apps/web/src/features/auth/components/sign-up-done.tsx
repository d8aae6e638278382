// After sign-up: where the confirmation mail went, and a way to send it again.
import '@/lib/i18n-auth';
import { Anchor, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useResendVerification } from '../api/resend-verification';
import { FormAlert } from '@/components/form-alert';

export function SignUpDone({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <FormCard
      title={t('signUpDone.title')}
      icon={
        <ThemeIcon size={56} radius="xl" color="sunset" variant="light">
          <IconMailForward size={30} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('signUpDone.sentTo')}</Text>
        <Paper bg="sea.0" p="sm" radius="md">
          <Text fw={700} c="sea.8" ta="center" style={{ wordBreak: 'break-all' }}>
            {email}
          </Text>
        </Paper>
        <Text>{t('signUpDone.next')}</Text>
        <Text fz="sm" c="dimmed">
          {t('signUpDone.notReceived')}
        </Text>
        {resend.isSuccess && <FormAlert tone="success">{t('signUpDone.resent')}</FormAlert>}
        {resend.isError && <FormAlert>{resend.error.message}</FormAlert>}
        <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate({ email })}>
          {t('signUpDone.resend')}
        </Button>
        <Anchor component={Link} to="/signin" ta="center" fz="sm">
          {t('signUpDone.toSignIn')}
        </Anchor>
      </Stack>
    </FormCard>
  );
}
