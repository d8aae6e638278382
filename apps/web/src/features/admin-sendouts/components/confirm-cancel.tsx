// "Cancel this scheduled batch?": the batch's id and post, and the server's refusal if any
// (a batch that has started meanwhile cannot be cancelled).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SendoutBatch } from '@fanclub/contract/sendouts';
import { FormAlert } from '@/components/form-alert';

type Props = {
  batch: SendoutBatch | undefined;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmCancel({ batch, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Modal
      opened={batch !== undefined}
      onClose={onClose}
      title={t('sendouts.cancelTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{batch && t('sendouts.cancelBody', { id: batch.id, title: batch.sourceTitle })}</Text>
        {error && <FormAlert>{error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {t('sendouts.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
