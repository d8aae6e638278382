// Enrolment: the QR code to scan (or the secret to type), then the first code to confirm.
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@fanclub/contract/two-factor';
import { useConfirmEnrolment } from '../api/two-factor';

export function TwoFactorEnrol({
  setup,
  onEnrolled,
}: {
  setup: TwoFactorSetup;
  onEnrolled: (codes: string[]) => void;
}) {
  const { t } = useTranslation('member');
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    confirm.mutate(code.trim(), { onSuccess: onEnrolled, onError: () => setCode('') });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">{t('twoFactor.scan')}</Text>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t('twoFactor.qrAlt')}
          w={200}
          h={200}
          style={{ alignSelf: 'center', background: 'white' }}
        />
        <Text fz="sm">{t('twoFactor.manual')}</Text>
        <Code
          block
          data-testid="two-factor-secret"
          style={{ wordBreak: 'break-all', fontSize: 15 }}
        >
          {setup.secret}
        </Code>
        <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {setup.otpauthUri}
        </Text>
        {confirm.error && (
          <Alert role="alert" color="red" variant="light">
            {confirm.error.message}
          </Alert>
        )}
        <TextInput
          label={t('twoFactor.confirmLabel')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          styles={{ input: { letterSpacing: '0.2em', fontSize: 18, maxWidth: 200 } }}
        />
        <Button type="submit" loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('twoFactor.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
