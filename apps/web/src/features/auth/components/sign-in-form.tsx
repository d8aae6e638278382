// Email + password; explains unverified, closed and throttled accounts, and can resend the
// confirmation mail for an unverified one.
import '@/lib/i18n-auth';
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginBody } from '@fanclub/contract/auth';
import { PasswordField } from '@/components/password-input';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { isPending, useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { FormAlert } from '@/components/form-alert';
import { useLightForm } from './use-light-form';

type SignInValues = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

/** `onCodeNeeded`: the password was right and the account asks for its two-step code. */
export function SignInForm({ onCodeNeeded }: { onCodeNeeded: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const login = useLogin();
  const resend = useResendVerification();
  const [formError, setFormError] = useState<string>();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const resolver = useContractResolver<SignInValues, LoginBody>(() =>
    import('@fanclub/contract/auth').then((m) => m.loginBody),
  );
  const form = useLightForm<SignInValues, LoginBody>(resolver, FIELDS, {
    email: '',
    password: '',
  });
  const { errors } = form;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    setUnverifiedEmail(undefined);
    resend.reset();
    login.mutate(values, {
      onSuccess: (result) => {
        if (isPending(result)) onCodeNeeded();
      },
      onError: (error) => {
        if (isApiError(error, 'EMAIL_NOT_VERIFIED')) setUnverifiedEmail(values.email);
        setFormError(applyServerErrors(error, form.setError, FIELDS));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError && (
          <FormAlert>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{formError}</Text>
              {unverifiedEmail && !resend.isSuccess && (
                <Button
                  size="xs"
                  variant="white"
                  color="sea"
                  loading={resend.isPending}
                  onClick={() => resend.mutate({ email: unverifiedEmail })}
                >
                  {t('signIn.resend')}
                </Button>
              )}
            </Stack>
          </FormAlert>
        )}
        {resend.isSuccess && <FormAlert tone="success">{t('signIn.resent')}</FormAlert>}
        {resend.isError && <FormAlert>{resend.error.message}</FormAlert>}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorText(errors.password)}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" fz="sm">
            {t('signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
