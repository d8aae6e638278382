// The group's "send now" buttons: the invitation to every invited member who has not joined,
// and (MROC groups) an open topic's answer reminder. Each asks first, then says "Mail sent to
// N members." or why not: the busy batch (with its start, size and time left) or the setup
// problem in the server's words. The topic-opening mail goes out by itself.
import '@mantine/core/styles/Switch.layer.css';
import { useState, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupMailSettings, GroupSendableMailKind } from '@fanclub/contract/group-mail';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { useBatchCheck } from '@/lib/batch-check';
import { failureText } from '@/lib/form';
import { formatDateTime } from '@/lib/format';
import {
  useGroupMailSentText,
  useGroupMailSwitches,
  useSendGroupMail,
} from '@/features/admin-groups/api/group-mail';

type Props = { groupId: number; settings: GroupMailSettings };

export function SendNow({ groupId, settings }: Props) {
  const { t } = useTranslation('group-mail');
  const send = useSendGroupMail(groupId);
  const sentText = useGroupMailSentText();
  const check = useBatchCheck();
  const [asking, setAsking] = useState<GroupSendableMailKind | null>(null);
  const [topicId, setTopicId] = useState('');
  const [failure, setFailure] = useState<ReactNode>();
  const topic = settings.openTopics.find((o) => String(o.id) === topicId);

  const confirm = () => {
    if (!asking) return;
    setFailure(undefined);
    send.mutate(
      { kind: asking, ...(asking === 'answer_reminder' && topic ? { topicId: topic.id } : {}) },
      {
        onSuccess: (sent) => {
          setAsking(null);
          notifications.show({
            color: sent.recipients > 0 ? 'teal' : 'yellow',
            message: sentText(sent),
          });
        },
        onError: (error) => {
          setAsking(null);
          notifications.show({ color: 'red', message: t('send.failed') });
          setFailure(
            isApiError(error, 'BATCH_BUSY') ? (
              <BatchRunningAlert running={check.data?.running} tone="error" />
            ) : (
              <FormAlert>{failureText(error)}</FormAlert>
            ),
          );
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {failure}
      <Stack gap={6}>
        <Text fz="sm" c="dimmed">
          {t('send.invitationLead')}
        </Text>
        <Group>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => setAsking('invitation')}
            disabled={!settings.published}
          >
            {t('send.invitation')}
          </Button>
        </Group>
      </Stack>
      <Stack gap={6}>
        <Text fz="sm" c="dimmed">
          {settings.mrocEnabled ? t('send.reminderLead') : t('send.reminderMrocOnly')}
        </Text>
        {settings.mrocEnabled &&
          (settings.openTopics.length === 0 ? (
            <Text fz="sm">{t('send.noOpenTopics')}</Text>
          ) : (
            <Group align="flex-end" gap="sm">
              <NativeSelect
                label={t('send.topic')}
                value={topicId}
                onChange={(e) => setTopicId(e.currentTarget.value)}
                data={[
                  { value: '', label: t('send.topicPlaceholder') },
                  ...settings.openTopics.map((o) => ({
                    value: String(o.id),
                    label: `${o.title}（${t('send.closes', { date: formatDateTime(o.closesAt) })}）`,
                  })),
                ]}
                w={{ base: '100%', sm: 420 }}
              />
              <Button
                variant="light"
                leftSection={<IconBellRinging size={16} aria-hidden />}
                onClick={() => setAsking('answer_reminder')}
                disabled={!topic || !settings.published}
              >
                {t('send.reminder')}
              </Button>
            </Group>
          ))}
      </Stack>
      <Text fz="sm" c="dimmed">
        {t('send.openingAuto')}
      </Text>
      <ConfirmDialog
        opened={asking !== null}
        title={
          asking === 'answer_reminder'
            ? t('send.reminderConfirmTitle')
            : t('send.invitationConfirmTitle')
        }
        body={
          asking === 'answer_reminder'
            ? t('send.reminderConfirm', { topic: topic?.title ?? '' })
            : t('send.invitationConfirm')
        }
        confirmLabel={t('send.confirm')}
        pending={send.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/** The two transactional mails on or off, saved at once. */
export function MailSwitches({ groupId, settings }: Props) {
  const { t } = useTranslation('group-mail');
  const switches = useGroupMailSwitches(groupId);
  const items = [
    { field: 'registrationComplete', label: t('switches.registrationComplete') },
    { field: 'commentNotice', label: t('switches.commentNotice') },
  ] as const;
  return (
    <Stack gap="sm">
      {items.map(({ field, label }) => (
        <Switch
          key={field}
          checked={settings[field]}
          disabled={switches.isPending}
          label={label}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            switches.mutate(
              { [field]: next },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'teal',
                    message: t(next ? 'switches.on' : 'switches.off', { name: label }),
                  }),
                onError: (error) =>
                  notifications.show({ color: 'red', message: failureText(error) }),
              },
            );
          }}
        />
      ))}
    </Stack>
  );
}

/** A titled block of the panel. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
