// The audit rows: time, actor, action, target, member, details and address. Read-only.
import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@fanclub/contract/audit';
import { ListTable } from '@/components/list-table';
import { formatDateTime } from '@/lib/format';

export function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  return (
    <ListTable
      minWidth={900}
      scrollLabel={t('audit.tableLabel')}
      aria-label={t('audit.tableLabel')}
      nowrapHeads
      head={
        <>
          <Table.Th>{t('audit.columns.time')}</Table.Th>
          <Table.Th>{t('audit.columns.actor')}</Table.Th>
          <Table.Th>{t('audit.columns.action')}</Table.Th>
          <Table.Th>{t('audit.columns.target')}</Table.Th>
          <Table.Th>{t('audit.columns.member')}</Table.Th>
          <Table.Th>{t('audit.columns.details')}</Table.Th>
          <Table.Th>{t('audit.columns.ip')}</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Text fz="sm">{formatDateTime(row.createdAt)}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.actorId ?? t('audit.system')}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{AUDIT_ACTION_LABELS[row.action][locale]}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.targetType ? `${row.targetType} ${row.targetId ?? ''}` : ''}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.memberId ?? ''}</Text>
          </Table.Td>
          <Table.Td maw={280}>
            {Object.keys(row.details).length > 0 && (
              <Code block fz="xs">
                {JSON.stringify(row.details)}
              </Code>
            )}
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.ip ?? ''}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
