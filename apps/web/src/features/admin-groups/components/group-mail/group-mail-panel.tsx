// The "Mail" tab of the group editor (admins and the group's moderators): the switches of the
// mails sent by themselves, each kind's text per language (tag buttons of the group source,
// preview, test send), the send-now buttons with their success and failure messages, and the
// group's sending history.
//   import { GroupMailPanel } from '@/features/admin-groups/components/group-mail/group-mail-panel';
//   <GroupMailPanel groupId={number} />
// Texts: the 'group-mail' namespace (loaded on first use), plus admin and messages.
import '@mantine/core/styles/Tabs.layer.css';
import { useState } from 'react';
import { Alert, Center, Divider, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GROUP_MAIL_KINDS, type GroupMailKind } from '@fanclub/contract/group-codes';
import { QueryError } from '@/components/query-error';
import { SendoutHistory } from '@/admin-kit/sendouts/sendout-history';
import {
  useGroupMailSettings,
  useGroupSendingHistory,
} from '@/features/admin-groups/api/group-mail';
import { MailSwitches, PanelSection, SendNow } from './send-now';
import { TemplateEditor } from './template-editor';

export function GroupMailPanel({ groupId }: { groupId: number }) {
  const { t, ready } = useTranslation(['group-mail', 'admin', 'messages', 'common']);
  const settings = useGroupMailSettings(groupId);
  const [kind, setKind] = useState<GroupMailKind>('invitation');
  const [page, setPage] = useState(1);
  const history = useGroupSendingHistory(groupId, page);

  if (settings.isError)
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data || !ready)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  const data = settings.data;

  return (
    <Stack gap="lg" data-testid="group-mail-panel">
      <Text fz="sm" c="dimmed">
        {t('lead')}
      </Text>
      {!data.published && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('draftNotice')}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <PanelSection title={t('send.title')}>
            <SendNow groupId={groupId} settings={data} />
          </PanelSection>
          <Divider />
          <PanelSection title={t('switches.title')}>
            <MailSwitches groupId={groupId} settings={data} />
          </PanelSection>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <PanelSection title={t('title')}>
          <Tabs
            value={kind}
            onChange={(v) => v && setKind(v as GroupMailKind)}
            variant="pills"
            keepMounted={false}
          >
            <Tabs.List>
              {GROUP_MAIL_KINDS.map((k) => (
                <Tabs.Tab key={k} value={k}>
                  {t(`kinds.${k}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {data.templates.map((template) => (
              <Tabs.Panel key={template.kind} value={template.kind} pt="md">
                <TemplateEditor groupId={groupId} template={template} settings={data} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </PanelSection>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <PanelSection title={t('history.title')}>
          <SendoutHistory query={history} onPageChange={setPage} emptyText={t('history.empty')} />
        </PanelSection>
      </Paper>
    </Stack>
  );
}
