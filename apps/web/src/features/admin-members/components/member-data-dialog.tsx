// The admin's "member data" dialog: prepare a copy of a member's data and download it.
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@fanclub/contract/admin';
import { useErrorText } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import { useMemberData, useRequestMemberData } from '../api/member-data';

type Props = { member: AdminMember | undefined; onClose: () => void };

export function MemberDataDialog({ member, onClose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const list = useMemberData(member?.id);
  const ask = useRequestMemberData(member?.id);
  const errorText = useErrorText();
  const pending = list.data?.some((e) => e.status === 'pending') ?? false;
  return (
    <Modal
      opened={Boolean(member)}
      onClose={onClose}
      title={t('admin:community.data.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {member && (
        <Stack gap="md">
          <Text fz="sm">{t('admin:community.data.body', { name: member.nickname })}</Text>
          {ask.isError && (
            <Alert role="alert" color="red" variant="light">
              {errorText(ask.error)}
            </Alert>
          )}
          {list.data?.map((e) => (
            <Group key={e.id} justify="space-between" gap="xs">
              <Text fz="sm">{formatDateTime(e.requestedAt)}</Text>
              {e.downloadUrl ? (
                <Anchor href={e.downloadUrl} download fz="sm">
                  {t('admin:community.data.download')}
                </Anchor>
              ) : (
                <Text fz="sm" c="dimmed">
                  {t(`admin:community.data.statuses.${e.status}`)}
                </Text>
              )}
            </Group>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button onClick={() => ask.mutate()} loading={ask.isPending} disabled={pending}>
              {t('admin:community.data.request')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
