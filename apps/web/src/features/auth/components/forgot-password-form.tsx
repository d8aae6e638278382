// Asks for the address to send the password-reset link to.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmailBody } from '@fanclub/contract/auth';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormAlert } from '@/components/form-alert';

type EmailValues = { email: string };

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<EmailValues, EmailBody>(() =>
    import('@fanclub/contract/auth').then((m) => m.emailBody),
  );
  const form = useForm<EmailValues, unknown, EmailBody>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    request.mutate(values, {
      onSuccess: onSent,
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorText(form.formState.errors.email)}
          {...form.register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
