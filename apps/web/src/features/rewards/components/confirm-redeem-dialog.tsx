// The last look before points leave the balance: what, how much, and that it cannot be undone.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Alert, Button, Group, Modal, Stack, Table } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RewardItem } from '@fanclub/contract/rewards';
import { formatNumber } from '@/lib/format';

export type RedeemDraft = { amount: number; paypalEmail?: string | undefined; usd?: string };

type ConfirmRedeemDialogProps = {
  reward: RewardItem;
  draft: RedeemDraft | undefined;
  deliveryDate: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmRedeemDialog({
  reward,
  draft,
  deliveryDate,
  pending,
  onConfirm,
  onClose,
}: ConfirmRedeemDialogProps) {
  const { t, i18n } = useTranslation(['member', 'common']);
  const isDonation = reward.type === 'donation';
  return (
    <Modal
      opened={Boolean(draft)}
      onClose={onClose}
      title={isDonation ? t('rewards.confirm.donationTitle') : t('rewards.confirm.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {draft && (
        <Stack gap="md">
          <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="40%">{t('rewards.confirm.reward')}</Table.Th>
                <Table.Td>{reward.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('rewards.confirm.points')}</Table.Th>
                <Table.Td>
                  {t('rewards.pointsValue', { points: formatNumber(draft.amount, i18n.language) })}
                </Table.Td>
              </Table.Tr>
              {draft.usd && (
                <Table.Tr>
                  <Table.Th>{t('rewards.confirm.usd')}</Table.Th>
                  <Table.Td>{t('rewards.usdValue', { usd: draft.usd })}</Table.Td>
                </Table.Tr>
              )}
              {draft.paypalEmail && (
                <Table.Tr>
                  <Table.Th>{t('rewards.confirm.paypalEmail')}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{draft.paypalEmail}</Table.Td>
                </Table.Tr>
              )}
              {!isDonation && (
                <Table.Tr>
                  <Table.Th>{t('rewards.confirm.delivery')}</Table.Th>
                  <Table.Td>{deliveryDate}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('rewards.confirm.noCancel')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('rewards.confirm.back')}
            </Button>
            <Button onClick={onConfirm} loading={pending}>
              {isDonation ? t('rewards.confirm.donate') : t('rewards.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
