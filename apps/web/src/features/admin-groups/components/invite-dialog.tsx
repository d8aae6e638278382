// Inviting members: by hand (search by nickname or email among members not in the group,
// tick, invite) or by conditions (the shared audience editor; "invite all N matching"), with
// a role and the invitation mail switch. The result is a toast: how many were invited and,
// when mail was asked for, "Mail sent to N members." or why it could not go.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { useMemo, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@fanclub/contract/audience';
import { GROUP_ROLES, type GroupRole } from '@fanclub/contract/group-codes';
import type { GroupInviteResult } from '@fanclub/contract/group-members-admin';
import type { AudienceApi } from '@/components/audience/audience-api';
import { AudienceEditor } from '@/components/audience/audience-editor';
import {
  audienceOf,
  emptyAudienceForm,
  type AudienceFormValues,
} from '@/components/audience/audience-form';
import { FormAlert } from '@/components/form-alert';
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

type Props = { groupId: number; opened: boolean; onClose: () => void };

export function InviteDialog({ groupId, opened, onClose }: Props) {
  const { t } = useTranslation('groups-admin');
  const [tab, setTab] = useState<string | null>('hand');
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [role, setRole] = useState<GroupRole>('participant');
  const [sendInvitation, setSendInvitation] = useState(true);
  const [audience, setAudience] = useState<AudienceFormValues>(emptyAudienceForm());
  const audienceApi = useMemo(() => groupAudienceApi(groupId), [groupId]);
  const found = useConditionMembers(
    groupId,
    { audience: { type: 'all' }, memberState: 'none', keyword: debounced, limit: 10 },
    opened && tab === 'hand' && debounced.length > 0,
  );
  const matching = audienceApi.useCount(audienceOf(audience));
  const invite = useInvite(groupId);

  const done = (r: GroupInviteResult) => {
    const lines = [t('invite.done', { count: r.invited })];
    if (r.unchanged) lines.push(t('invite.unchanged', { count: r.unchanged }));
    if (r.mailed !== null && !r.mailError) lines.push(t('invite.mailSent', { count: r.mailed }));
    notifications.show({ color: 'teal', message: lines.join(' ') });
    if (r.mailError) notifications.show({ color: 'red', message: r.mailError, autoClose: false });
    setPicked(new Map());
    onClose();
  };
  const submit = (body: { userIds: number[] } | { audience: Audience }) =>
    invite.mutate({ ...body, role, sendInvitation }, { onSuccess: done });

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
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="hand">{t('invite.byHand')}</Tabs.Tab>
            <Tabs.Tab value="conditions">{t('invite.byConditions')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="hand" pt="md">
            <Stack gap="sm">
              <TextInput
                label={t('invite.search')}
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
                data-autofocus
              />
              {debounced && found.data && found.data.data.length === 0 && (
                <Text c="dimmed">{t('invite.noneFound')}</Text>
              )}
              {[
                ...(found.data?.data ?? []).map(
                  (m) => [m.id, m.email ? `${m.nickname} (${m.email})` : m.nickname] as const,
                ),
                ...[...picked].filter(([id]) => !(found.data?.data ?? []).some((m) => m.id === id)),
              ].map(([id, label]) => (
                <Checkbox
                  key={id}
                  label={label}
                  aria-label={t('invite.select', { name: label })}
                  checked={picked.has(id)}
                  onChange={(e) => {
                    const next = new Map(picked);
                    if (e.currentTarget.checked) next.set(id, label);
                    else next.delete(id);
                    setPicked(next);
                  }}
                />
              ))}
              <Group>
                <Button
                  disabled={picked.size === 0}
                  loading={invite.isPending}
                  onClick={() => submit({ userIds: [...picked.keys()] })}
                >
                  {t('invite.inviteSelected', { count: picked.size })}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="conditions" pt="md">
            <Stack gap="md">
              <AudienceEditor
                value={audience}
                onChange={(patch) => setAudience((a) => ({ ...a, ...patch }))}
                api={audienceApi}
                question={t('invite.question')}
                newsletterReach={false}
              />
              <Group>
                <Button
                  disabled={!matching.data?.count}
                  loading={invite.isPending}
                  onClick={() => submit({ audience: audienceOf(audience) })}
                >
                  {t('invite.inviteAll', { count: matching.data?.count ?? 0 })}
                </Button>
              </Group>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Modal>
  );
}
