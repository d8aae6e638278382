// A yes/no dialog for destructive actions (delete a post, a category, a comment; block a
// member), with the server's message when the action failed.
//   import { ConfirmDialog } from '@/components/confirm-dialog';
//   <ConfirmDialog opened title body confirmLabel pending error? onConfirm onClose />
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{props.body}</Text>
        {props.error && <FormAlert>{props.error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
