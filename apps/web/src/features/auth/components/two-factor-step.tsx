// The code step of sign-in: the 6-digit code of the authenticator app, or one recovery code;
// "cancel" signs the waiting session out.
import '@/lib/i18n-auth';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { useLogout } from '../api/logout';
import { useTwoFactorCode } from '../api/login';

export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const send = useTwoFactorCode();
  const logout = useLogout();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    send.mutate(code.trim(), { onError: () => setCode('') });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{recovery ? t('twoFactor.recoveryLead') : t('twoFactor.codeLead')}</Text>
        {send.error && <FormAlert>{send.error.message}</FormAlert>}
        <TextInput
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 40 : 6}
          autoFocus
          styles={{ input: { letterSpacing: '0.2em', fontSize: 18 } }}
        />
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          {t('twoFactor.submit')}
        </Button>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              send.reset();
            }}
          >
            {recovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            c="dimmed"
            onClick={() => logout.mutate(undefined, { onSettled: onCancel })}
          >
            {t('twoFactor.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
