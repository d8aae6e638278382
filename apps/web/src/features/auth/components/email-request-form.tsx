// One email address, sent to a call that mails a link to it (password reset, confirmation
// again): the field with its errors, the server's message above it, and the submit button.
import '@/lib/i18n-auth';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmailBody } from '@fanclub/contract/auth';
import { FormAlert } from '@/components/form-alert';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';

type EmailValues = { email: string };

type EmailRequestFormProps = {
  request: UseMutationResult<unknown, Error, EmailBody>;
  submitLabel: string;
  lead?: ReactNode;
  button?: ButtonProps;
  onSent?: () => void;
};

export function EmailRequestForm({
  request,
  submitLabel,
  lead,
  button,
  onSent,
}: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
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
      ...(onSent ? { onSuccess: onSent } : {}),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {lead}
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorText(form.formState.errors.email)}
          {...form.register('email')}
        />
        <Button type="submit" loading={request.isPending} {...button}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
