// A segment's members in a drawer: the list (remove, pages) and adding members with the shared
// member picker: by nickname or email, or everyone an audience matches (the post audience calls).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import { useState } from 'react';
import { Button, Drawer, Pagination, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SegmentItem } from '@fanclub/contract/segments';
import { audienceApi } from '@/admin-kit/audience/audience-api';
import { FormAlert } from '@/components/form-alert';
import { MemberPicker } from '@/admin-kit/member-picker';
import { failureText } from '@/lib/form';
import {
  useAddSegmentMembers,
  useMemberSearch,
  useRemoveSegmentMember,
  useSegmentMembers,
} from '../api/segments';
import { CompactTable } from '@/components/compact-table';

const segmentAudienceApi = audienceApi({
  scope: 'segments',
  countPath: '/api/posts/count-audiences',
  membersPath: '/api/admin/posts/filter-audience',
});

export function SegmentMembersDrawer({
  segment,
  onClose,
}: {
  segment?: SegmentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('groups-admin');
  return (
    <Drawer
      opened={Boolean(segment)}
      onClose={onClose}
      position="right"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      size="xl"
      title={t('segments.membersTitle', { name: segment?.name ?? '' })}
    >
      {segment && <SegmentMembers segment={segment} />}
    </Drawer>
  );
}

function SegmentMembers({ segment }: { segment: SegmentItem }) {
  const { t } = useTranslation('groups-admin');
  const [page, setPage] = useState(1);
  const members = useSegmentMembers(segment.id, { page, limit: 10 });
  const remove = useRemoveSegmentMember(segment.id);
  const add = useAddSegmentMembers(segment.id);
  const added = (r: { added: number }) =>
    notifications.show({ color: 'teal', message: t('segments.added', { count: r.added }) });

  return (
    <Stack gap="md">
      {(add.error || remove.error) && (
        <FormAlert>{failureText(add.error ?? remove.error)}</FormAlert>
      )}
      <MemberPicker
        useSearch={useMemberSearch}
        audienceApi={segmentAudienceApi}
        pending={add.isPending}
        onPick={(pick) => add.mutateAsync(pick).then(added)}
        texts={{
          byHand: t('segments.addByHand'),
          byConditions: t('segments.addByConditions'),
          search: t('segments.addByHand'),
          noneFound: t('segments.noneFound'),
          select: (name) => t('segments.select', { name }),
          addSelected: (count) => t('segments.addSelected', { count }),
          addAll: (count) => t('segments.addAll', { count }),
        }}
      />
      <CompactTable
        minWidth={360}
        head={
          <>
            <Table.Th>{t('members.nickname')}</Table.Th>
            <Table.Th>{t('members.email')}</Table.Th>
            <Table.Th />
          </>
        }
      >
        {(members.data?.data ?? []).map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>{m.nickname}</Table.Td>
            <Table.Td>{m.email}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t('segments.remove', { name: m.nickname })}
                onClick={() =>
                  remove.mutate(m.id, {
                    onSuccess: () =>
                      notifications.show({
                        color: 'teal',
                        message: t('segments.removed', { name: m.nickname }),
                      }),
                  })
                }
              >
                {t('members.remove')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </CompactTable>
      {members.data && members.data.data.length === 0 && (
        <Text c="dimmed">{t('segments.noMembers')}</Text>
      )}
      {members.data && members.data.meta.lastPage > 1 && (
        <Pagination total={members.data.meta.lastPage} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
