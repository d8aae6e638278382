// A yes/no dialog for destructive actions.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';

type Props = {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog(props: Props) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{props.body}</Text>
        {props.error && <FormAlert>{props.error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('posts.cancel')}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
