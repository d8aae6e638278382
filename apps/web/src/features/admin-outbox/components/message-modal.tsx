// One outbox message: headers, then the HTML body in a sandboxed frame (no scripts, no
// navigation) or the text body.
import { Box, Center, Loader, Modal, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { useOutboxMessage } from '../api/get-outbox-message';
import { LinkedText } from './linked-text';
import { MailStatusBadge } from './mail-status-badge';
import { languageLabel, templateLabel } from './template-label';
import { EmailText } from '@/components/email-text';

type MessageModalProps = { id: number | undefined; onClose: () => void };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Box fz="sm" style={{ wordBreak: 'break-all' }}>
        {children}
      </Box>
    </Stack>
  );
}

export function MessageModal({ id, onClose }: MessageModalProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const message = useOutboxMessage(id);
  const data = message.data;

  return (
    <Modal
      opened={id !== undefined}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={data?.subject ?? t('outbox.detail.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {message.isError ? (
        <QueryError error={message.error} onRetry={() => void message.refetch()} />
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Field label={t('outbox.columns.to')}>
              <EmailText email={data.to} />
            </Field>
            <Field label={t('outbox.columns.createdAt')}>{formatDateTime(data.createdAt)}</Field>
            <Field label={t('outbox.columns.sentAt')}>
              {data.sentAt ? formatDateTime(data.sentAt) : t('outbox.notSent')}
            </Field>
            <Field label={t('outbox.columns.template')}>{templateLabel(t, data.template)}</Field>
            <Field label={t('outbox.columns.language')}>
              {languageLabel(data.language, i18n.language)}
            </Field>
            <Field label={t('outbox.columns.status')}>
              <MailStatusBadge status={data.status} />
            </Field>
          </SimpleGrid>
          <Tabs defaultValue={data.html ? 'html' : 'text'} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html" disabled={!data.html}>
                {t('outbox.detail.html')}
              </Tabs.Tab>
              <Tabs.Tab value="text">{t('outbox.detail.text')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="md">
              <iframe
                title={t('outbox.detail.frameTitle')}
                sandbox=""
                srcDoc={data.html}
                referrerPolicy="no-referrer"
                style={{
                  width: '100%',
                  height: 460,
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 'var(--mantine-radius-md)',
                  background: '#fff',
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="md">
              <Box
                component="pre"
                p="md"
                bg="gray.0"
                fz="sm"
                style={{
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  borderRadius: 'var(--mantine-radius-md)',
                  fontFamily: 'inherit',
                  margin: 0,
                }}
              >
                {data.text ? <LinkedText text={data.text} /> : t('outbox.detail.empty')}
              </Box>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
