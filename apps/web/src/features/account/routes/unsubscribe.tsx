// /account/unsubscribe: the confirmation screen. It says the points will be lost, asks for the
// password and an explicit tick; on success the session is gone and the member lands on sign-in.
import '@/lib/i18n-member';
import { useState } from 'react';
import { Alert, Button, Center, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UnsubscribeBody } from '@fanclub/contract/membership';
import { FormCard } from '@/components/form-card';
import { PasswordField } from '@/components/password-input';
import { useUser } from '@/lib/auth';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { usePageTitle } from '@/lib/page-title';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribeRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('unsubscribe.title'));
  const { data: user } = useUser();
  const navigate = useNavigate();
  const leave = useUnsubscribe();
  const errorText = useErrorText();
  const [understood, setUnderstood] = useState(false);
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<UnsubscribeBody, UnsubscribeBody>(() =>
    import('@fanclub/contract/membership').then((m) => m.unsubscribeBody),
  );
  const form = useForm<UnsubscribeBody>({ resolver, defaultValues: { password: '' } });
  if (!user) return null;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    leave.mutate(values, {
      onSuccess: () => {
        // The session is gone on the server; /logout forgets the user here, and sign-in then
        // says goodbye.
        void navigate('/logout?left=1', { replace: true });
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['password'])),
    });
  });

  return (
    <Center>
      <FormCard title={t('unsubscribe.title')} lead={t('unsubscribe.lead')} width={560}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Text fz="sm" fw={600}>
                {user.pointAmount > 0
                  ? t('unsubscribe.pointsWarning', {
                      points: user.pointAmount.toLocaleString(),
                      count: user.pointAmount,
                    })
                  : t('unsubscribe.noPoints')}
              </Text>
            </Alert>
            {formError && (
              <Alert role="alert" color="red" variant="light">
                {formError}
              </Alert>
            )}
            <PasswordField
              label={t('unsubscribe.password')}
              description={t('unsubscribe.passwordHint')}
              autoComplete="current-password"
              error={errorText(form.formState.errors.password)}
              {...form.register('password')}
            />
            <Checkbox
              checked={understood}
              onChange={(e) => setUnderstood(e.currentTarget.checked)}
              label={t('unsubscribe.confirm')}
            />
            <Group justify="space-between">
              <Button component={Link} to="/home" variant="default" radius="xl">
                {t('unsubscribe.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                radius="xl"
                disabled={!understood}
                loading={leave.isPending}
              >
                {t('unsubscribe.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormCard>
    </Center>
  );
}
