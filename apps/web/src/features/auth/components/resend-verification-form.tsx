// Asks for an address and sends the confirmation mail again (after a failed verification).
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmailBody } from '@fanclub/contract/auth';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useResendVerification } from '../api/resend-verification';
import { FormAlert } from '@/components/form-alert';

type EmailValues = { email: string };

export function ResendVerificationForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const resend = useResendVerification();
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
    resend.mutate(values, {
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  if (resend.isSuccess) return <FormAlert tone="success">{t('verify.resent')}</FormAlert>;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('verify.resendLead')}</Text>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorText(form.formState.errors.email)}
          {...form.register('email')}
        />
        <Button type="submit" loading={resend.isPending}>
          {t('verify.resendSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
