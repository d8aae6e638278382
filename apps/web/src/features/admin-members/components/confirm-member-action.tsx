// The confirmation dialog before a member action; shows the server's message on failure.
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@fanclub/contract/admin';
import type { MemberAction } from '../api/update-member';

const COPY = {
  block: { title: 'blockTitle', body: 'blockBody', color: 'red' },
  unblock: { title: 'unblockTitle', body: 'unblockBody', color: 'teal' },
  allowPosting: { title: 'allowTitle', body: 'allowBody', color: 'sea' },
  disallowPosting: { title: 'disallowTitle', body: 'disallowBody', color: 'red' },
  cancel: { title: 'cancelTitle', body: 'cancelBody', color: 'red' },
  resetTwoFactor: { title: 'resetTwoFactorTitle', body: 'resetTwoFactorBody', color: 'red' },
} as const;

type ConfirmMemberActionProps = {
  target: { member: AdminMember; action: MemberAction } | undefined;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmMemberAction({
  target,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmMemberActionProps) {
  const { t } = useTranslation(['admin', 'common']);
  const copy = target ? COPY[target.action] : undefined;
  return (
    <Modal
      opened={Boolean(target)}
      onClose={onClose}
      title={copy ? t(`admin:community.confirm.${copy.title}`) : ''}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {target && copy && (
        <>
          <Text fz="sm">
            {t(`admin:community.confirm.${copy.body}`, {
              name: target.member.nickname,
              email: target.member.email,
            })}
          </Text>
          {error && (
            <Alert role="alert" color="red" variant="light" mt="md">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button color={copy.color} loading={pending} onClick={onConfirm}>
              {t(`admin:community.actions.${target.action}`)}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
