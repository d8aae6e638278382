// Inviting members with a role and the invitation mail switch, chosen with the shared member
// picker: by hand (members not in the group, by nickname or email) or by conditions ("invite
// all N matching"). The result is a toast: how many were invited and,
// when mail was asked for, "Mail sent to N members." or why it could not go.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { useMemo, useState } from 'react';
import { Checkbox, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@fanclub/contract/audience';
import { GROUP_ROLES, type GroupRole } from '@fanclub/contract/group-codes';
import type { GroupInviteResult } from '@fanclub/contract/group-members-admin';
import type { AudienceApi } from '@/admin-kit/audience/audience-api';
import { FormAlert } from '@/components/form-alert';
import { MemberPicker } from '@/admin-kit/member-picker';
import { failureText } from '@/lib/form';
import { conditionMembers, groupKeys, useConditionMembers, useInvite } from '../api/groups';

/** The audience editor's adapter over list-user-by-conditions: members not in the group yet. */
function groupAudienceApi(groupId: number): AudienceApi {
  return {
    useCount: (audience: Audience) =>
      useQuery({
        queryKey: groupKeys.conditions(groupId, { audience, count: true }),
        queryFn: ({ signal }) =>
          conditionMembers(groupId, { audience, memberState: 'none', limit: 1 }, signal).then(
            (r) => ({
              count: r.meta.total,
              newsletter: 0,
            }),
          ),
        placeholderData: keepPreviousData,
      }),
    useMembers: (search, enabled) =>
      useQuery({
        queryKey: groupKeys.conditions(groupId, search),
        queryFn: ({ signal }) =>
          conditionMembers(groupId, { ...search, memberState: 'none' }, signal),
        placeholderData: keepPreviousData,
        enabled,
      }),
  };
}

/** Members not in the group yet whose nickname or email contains the keyword. */
function groupMemberSearch(groupId: number) {
  return (keyword: string, enabled: boolean) =>
    useConditionMembers(
      groupId,
      { audience: { type: 'all' }, memberState: 'none', keyword, limit: 10 },
      enabled,
    );
}

type Props = { groupId: number; opened: boolean; onClose: () => void };

export function InviteDialog({ groupId, opened, onClose }: Props) {
  const { t } = useTranslation('groups-admin');
  const [role, setRole] = useState<GroupRole>('participant');
  const [sendInvitation, setSendInvitation] = useState(true);
  const audienceApi = useMemo(() => groupAudienceApi(groupId), [groupId]);
  const useSearch = useMemo(() => groupMemberSearch(groupId), [groupId]);
  const invite = useInvite(groupId);

  const done = (r: GroupInviteResult) => {
    const lines = [t('invite.done', { count: r.invited })];
    if (r.unchanged) lines.push(t('invite.unchanged', { count: r.unchanged }));
    if (r.mailed !== null && !r.mailError) lines.push(t('invite.mailSent', { count: r.mailed }));
    notifications.show({ color: 'teal', message: lines.join(' ') });
    if (r.mailError) notifications.show({ color: 'red', message: r.mailError, autoClose: false });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invite.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <Stack gap="md">
        {invite.error && <FormAlert>{failureText(invite.error)}</FormAlert>}
        <Group grow align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('invite.role')}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as GroupRole)}
            data={GROUP_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            miw={200}
          />
          <Checkbox
            label={t('invite.sendInvitation')}
            checked={sendInvitation}
            onChange={(e) => setSendInvitation(e.currentTarget.checked)}
            miw={240}
          />
        </Group>
        <MemberPicker
          useSearch={useSearch}
          audienceApi={audienceApi}
          enabled={opened}
          pending={invite.isPending}
          onPick={(pick) => invite.mutateAsync({ ...pick, role, sendInvitation }).then(done)}
          texts={{
            byHand: t('invite.byHand'),
            byConditions: t('invite.byConditions'),
            search: t('invite.search'),
            noneFound: t('invite.noneFound'),
            select: (name) => t('invite.select', { name }),
            addSelected: (count) => t('invite.inviteSelected', { count }),
            addAll: (count) => t('invite.inviteAll', { count }),
            question: t('invite.question'),
          }}
        />
      </Stack>
    </Modal>
  );
}
