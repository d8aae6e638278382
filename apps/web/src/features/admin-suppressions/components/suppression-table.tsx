// The suppression list's rows: address, reason in words, the relay's or admin's detail, the
// member it belongs to, since when, and a lift button.
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPRESSION_REASON_LABELS, type SuppressionItem } from '@fanclub/contract/suppressions';
import { EmailText } from '@/components/email-text';
import { ListTable } from '@/components/list-table';
import { formatDateTime } from '@/lib/format';

type Props = { rows: SuppressionItem[]; onLift: (row: SuppressionItem) => void };

export function SuppressionTable({ rows, onLift }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  return (
    <ListTable
      minWidth={860}
      scrollLabel={t('suppressions.title')}
      aria-label={t('suppressions.title')}
      nowrapHeads
      head={
        <>
          <Table.Th>{t('suppressions.columns.email')}</Table.Th>
          <Table.Th>{t('suppressions.columns.reason')}</Table.Th>
          <Table.Th>{t('suppressions.columns.detail')}</Table.Th>
          <Table.Th>{t('suppressions.columns.member')}</Table.Th>
          <Table.Th>{t('suppressions.columns.since')}</Table.Th>
          <Table.Th>{t('suppressions.columns.actions')}</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid={`suppression-${row.id}`}>
          <Table.Td>
            <EmailText email={row.email} />
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{SUPPRESSION_REASON_LABELS[row.reason][locale]}</Text>
          </Table.Td>
          <Table.Td maw={260}>
            <Text fz="sm" c="dimmed" lineClamp={2} title={row.detail ?? undefined}>
              {row.detail ?? ''}
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Text fz="sm">
              {row.userId ? t('suppressions.memberLink', { id: row.userId }) : ''}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{formatDateTime(row.createdAt)}</Text>
          </Table.Td>
          <Table.Td>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              aria-label={t('suppressions.liftLabel', { email: row.email })}
              onClick={() => onLift(row)}
            >
              {t('suppressions.lift')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
