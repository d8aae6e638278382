// New password for the account in the mail link; the token and address ride along unseen.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewPasswordFields } from './new-password-fields';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver } from '@/lib/form';
import { useResetPassword, type ResetPasswordPayload } from '../api/reset-password';
import { FormAlert } from '@/components/form-alert';

type ResetValues = { token: string; email: string; password: string; passwordConfirmation: string };
const FIELDS: readonly Path<ResetValues>[] = ['password', 'passwordConfirmation'];

type ResetPasswordFormProps = { token: string; email: string; onDone: () => void };

export function ResetPasswordForm({ token, email, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const [linkInvalid, setLinkInvalid] = useState(false);
  const resolver = useContractResolver<ResetValues, ResetPasswordPayload>(() =>
    import('@fanclub/contract/auth').then((m) => m.resetPasswordBody),
  );
  const form = useForm<ResetValues, unknown, ResetPasswordPayload>({
    resolver,
    defaultValues: { token, email, password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  // A malformed address or token in the link is the link's fault, not the user's.
  const badLink = linkInvalid || Boolean(errors.email || errors.token);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    reset.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error, 'INVALID_TOKEN')) setLinkInvalid(true);
        else setFormError(applyServerErrors(error, form.setError, FIELDS));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('reset.account', { email })}
        </Text>
        {badLink && (
          <FormAlert>
            <Stack gap={6} align="flex-start">
              <Text fz="sm">{t('reset.invalidLink')}</Text>
              <Anchor component={Link} to="/forgot-password" fz="sm" fw={700}>
                {t('reset.requestAgain')}
              </Anchor>
            </Stack>
          </FormAlert>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <NewPasswordFields
          label={t('fields.newPassword')}
          errors={errors}
          register={(name) => form.register(name)}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
