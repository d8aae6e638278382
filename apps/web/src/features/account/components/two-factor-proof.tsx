// Before turning two-step sign-in off or replacing the recovery codes: a current code, or the
// password.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorProofBody } from '@fanclub/contract/two-factor';
import { PasswordField } from '@/components/password-input';

type TwoFactorProofProps = {
  opened: boolean;
  title: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  error: string | undefined;
  onSubmit: (proof: TwoFactorProofBody) => void;
  onClose: () => void;
};

export function TwoFactorProof(props: TwoFactorProofProps) {
  const { t } = useTranslation(['member', 'common']);
  const [kind, setKind] = useState<'code' | 'password'>('code');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    props.onSubmit(kind === 'code' ? { code: value.trim() } : { password: value });
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            value={kind}
            onChange={(next) => {
              setKind(next as 'code' | 'password');
              setValue('');
            }}
            data={[
              { value: 'code', label: t('member:twoFactor.proofCode') },
              { value: 'password', label: t('member:twoFactor.proofPassword') },
            ]}
          />
          {kind === 'code' ? (
            <TextInput
              label={t('member:twoFactor.proofCodeLabel')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              autoComplete="one-time-code"
              maxLength={40}
            />
          ) : (
            <PasswordField
              label={t('member:password.currentPassword')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              autoComplete="current-password"
            />
          )}
          {props.error && (
            <Alert role="alert" color="red" variant="light">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color={props.danger ? 'red' : undefined} loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
