// Current password, new password and its confirmation; a wrong current password lands on
// its field (WRONG_PASSWORD comes with errors.currentPassword).
import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-input';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useChangePassword, type ChangePasswordPayload } from '../api/change-password';

type ChangePasswordValues = {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
};
const FIELDS: readonly Path<ChangePasswordValues>[] = [
  'currentPassword',
  'password',
  'passwordConfirmation',
];
const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<ChangePasswordValues, ChangePasswordPayload>(() =>
    import('@fanclub/contract/auth').then((m) => m.changePasswordBody),
  );
  const form = useForm<ChangePasswordValues, unknown, ChangePasswordPayload>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        notifications.show({ color: 'teal', message: t('password.success') });
      },
      onError: (error) => {
        if (isApiError(error, 'WRONG_PASSWORD') && !error.fieldErrors?.currentPassword) {
          form.setError(
            'currentPassword',
            { type: 'server', message: error.message },
            { shouldFocus: true },
          );
          return;
        }
        setFormError(applyServerErrors(error, form.setError, FIELDS));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {formError}
          </Alert>
        )}
        <PasswordField
          label={t('password.currentPassword')}
          autoComplete="current-password"
          error={errorText(errors.currentPassword)}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('password.newPassword')}
          description={t('password.hint')}
          autoComplete="new-password"
          error={errorText(errors.password)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('password.passwordConfirmation')}
          autoComplete="new-password"
          error={errorText(errors.passwordConfirmation)}
          {...form.register('passwordConfirmation')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
