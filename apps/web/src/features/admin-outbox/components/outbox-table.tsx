// The outbox list; each subject opens the message.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@fanclub/contract/admin';
import { formatDateTime } from '@/lib/format';
import { MailStatusBadge } from './mail-status-badge';
import { languageLabel, templateLabel } from './template-label';
import { EmailText } from '@/components/email-text';
import { ListTable } from '@/components/list-table';

type OutboxTableProps = { messages: OutboxMessage[]; onOpen: (id: number) => void };

export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ListTable
      minWidth={760}
      scrollLabel={t('outbox.tableLabel')}
      aria-label={t('outbox.tableLabel')}
      nowrapHeads
      head={
        <>
          <Table.Th>{t('outbox.columns.createdAt')}</Table.Th>
          <Table.Th>{t('outbox.columns.to')}</Table.Th>
          <Table.Th>{t('outbox.columns.subject')}</Table.Th>
          <Table.Th>{t('outbox.columns.template')}</Table.Th>
          <Table.Th>{t('outbox.columns.language')}</Table.Th>
          <Table.Th>{t('outbox.columns.status')}</Table.Th>
          <Table.Th>{t('outbox.columns.sentAt')}</Table.Th>
        </>
      }
    >
      {messages.map((message) => (
        <Table.Tr key={message.id}>
          <Table.Td>
            <Text fz="sm">{formatDateTime(message.createdAt)}</Text>
          </Table.Td>
          <Table.Td>
            <EmailText email={message.to} />
          </Table.Td>
          <Table.Td miw={200}>
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
            <Text fz="sm">{templateLabel(t, message.template)}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{languageLabel(message.language, i18n.language)}</Text>
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
    </ListTable>
  );
}
