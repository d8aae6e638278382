// A group's members: filters (joined / not registered yet, role, keyword), the role of each
// member changed in place, removal after a confirmation, and the invite dialog.
import '@mantine/core/styles/Pagination.layer.css';
import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_MEMBER_STATES, GROUP_ROLES, type GroupRole } from '@fanclub/contract/group-codes';
import type { GroupMemberItem } from '@fanclub/contract/group-members-admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryError } from '@/components/query-error';
import { failureText } from '@/lib/form';
import { formatDate } from '@/lib/format';
import { useGroupMembers, useMemberChange, type MemberSearch } from '../api/groups';
import { InviteDialog } from './invite-dialog';
import { CompactTable } from '@/components/compact-table';

export function MembersPanel({ groupId, canEdit }: { groupId: number; canEdit: boolean }) {
  const { t } = useTranslation('groups-admin');
  const [search, setSearch] = useState<MemberSearch>({ page: 1, limit: 10 });
  const [keyword, setKeyword] = useState('');
  const members = useGroupMembers(groupId, search);
  const change = useMemberChange(groupId);
  const [removing, setRemoving] = useState<GroupMemberItem>();
  const [inviting, setInviting] = useState(false);

  const setRole = (m: GroupMemberItem, role: GroupRole) =>
    change.mutate(
      { userId: m.userId, role },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('members.roleChanged', { name: m.nickname, role: t(`roles.${role}`) }),
          }),
        onError: (e) => notifications.show({ color: 'red', message: failureText(e) }),
      },
    );

  return (
    <Stack gap="md">
      <Card>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSearch((s) => ({ ...s, page: 1, keyword: keyword.trim() || undefined }));
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <NativeSelect
              label={t('members.state')}
              value={search.state ?? ''}
              onChange={(e) =>
                setSearch((s) => ({
                  ...s,
                  page: 1,
                  state: (e.currentTarget.value || undefined) as MemberSearch['state'],
                }))
              }
              data={[
                { value: '', label: t('members.anyState') },
                ...GROUP_MEMBER_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
              ]}
            />
            <NativeSelect
              label={t('members.role')}
              value={search.role ?? ''}
              onChange={(e) =>
                setSearch((s) => ({
                  ...s,
                  page: 1,
                  role: (e.currentTarget.value || undefined) as GroupRole | undefined,
                }))
              }
              data={[
                { value: '', label: t('members.anyRole') },
                ...GROUP_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
              ]}
            />
            <TextInput
              label={t('members.keyword')}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
            />
            <Button type="submit" variant="light">
              {t('members.search')}
            </Button>
            {canEdit && (
              <Button
                ml="auto"
                leftSection={<IconUserPlus size={18} />}
                onClick={() => setInviting(true)}
              >
                {t('members.invite')}
              </Button>
            )}
          </Group>
        </form>
      </Card>
      {members.isError ? (
        <QueryError error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <Card>
          {members.data && members.data.data.length === 0 ? (
            <Text c="dimmed">{t('members.empty')}</Text>
          ) : (
            <CompactTable
              minWidth={620}
              head={
                <>
                  <Table.Th>{t('members.nickname')}</Table.Th>
                  <Table.Th>{t('members.state')}</Table.Th>
                  <Table.Th>{t('members.role')}</Table.Th>
                  <Table.Th>{t('members.since')}</Table.Th>
                  <Table.Th />
                </>
              }
            >
              {(members.data?.data ?? []).map((m) => (
                <Table.Tr key={m.userId}>
                  <Table.Td>
                    <Text fw={600}>{m.nickname}</Text>
                    {m.email && (
                      <Text fz="xs" c="dimmed">
                        {m.email}
                      </Text>
                    )}
                    <Group gap={4}>
                      {m.isLeadModerator && <Badge size="xs">{t('members.lead')}</Badge>}
                      {m.isBlocked && (
                        <Badge size="xs" color="red" variant="light">
                          {t('members.blocked')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.state === 'joined' ? 'teal' : 'yellow'}>
                      {t(`states.${m.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={t('members.changeRole', { name: m.nickname })}
                      value={m.role}
                      disabled={!canEdit}
                      onChange={(e) => setRole(m, e.currentTarget.value as GroupRole)}
                      data={GROUP_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                      w={150}
                    />
                  </Table.Td>
                  <Table.Td>{formatDate(m.joinedAt ?? m.invitedAt)}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          change.reset();
                          setRemoving(m);
                        }}
                      >
                        {t('members.remove')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </CompactTable>
          )}
          {members.data && members.data.meta.lastPage > 1 && (
            <Pagination
              mt="md"
              total={members.data.meta.lastPage}
              value={search.page}
              onChange={(page) => setSearch((s) => ({ ...s, page }))}
            />
          )}
        </Card>
      )}
      <ConfirmDialog
        opened={Boolean(removing)}
        title={t('members.removeTitle', { name: removing?.nickname ?? '' })}
        body={t('members.removeBody', { name: removing?.nickname ?? '' })}
        confirmLabel={t('members.remove')}
        pending={change.isPending}
        error={change.error ? failureText(change.error) : undefined}
        onConfirm={() =>
          removing &&
          change.mutate(
            { userId: removing.userId },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'teal',
                  message: t('members.removed', { name: removing.nickname }),
                });
                setRemoving(undefined);
              },
            },
          )
        }
        onClose={() => setRemoving(undefined)}
      />
      <InviteDialog groupId={groupId} opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
