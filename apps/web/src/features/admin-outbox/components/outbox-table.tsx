// The outbox list; each subject opens the message.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@fanclub/contract/admin';
import { formatDateTime } from '@/lib/format';
import { MailStatusBadge } from './mail-status-badge';

type OutboxTableProps = { messages: OutboxMessage[]; onOpen: (id: number) => void };

export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('outbox.tableLabel')}
        styles={{ th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbox.columns.createdAt')}</Table.Th>
            <Table.Th>{t('outbox.columns.to')}</Table.Th>
            <Table.Th>{t('outbox.columns.subject')}</Table.Th>
            <Table.Th>{t('outbox.columns.template')}</Table.Th>
            <Table.Th>{t('outbox.columns.language')}</Table.Th>
            <Table.Th>{t('outbox.columns.status')}</Table.Th>
            <Table.Th>{t('outbox.columns.sentAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>
                <Text fz="sm">{formatDateTime(message.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{message.to}</Text>
              </Table.Td>
              <Table.Td miw={240} style={{ whiteSpace: 'normal' }}>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  ta="left"
                  onClick={() => onOpen(message.id)}
                  aria-label={t('outbox.open', { subject: message.subject })}
                >
                  {message.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace">
                  {message.template}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{message.language}</Text>
              </Table.Td>
              <Table.Td>
                <MailStatusBadge status={message.status} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c={message.sentAt ? undefined : 'dimmed'}>
                  {message.sentAt ? formatDateTime(message.sentAt) : t('outbox.notSent')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
