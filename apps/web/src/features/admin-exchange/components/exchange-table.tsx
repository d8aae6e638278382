// The exchange list: a checkbox per row (approvable ones), who asked, how much, the state, and
// the two row actions (complete an approved request, fail an open one).
import { Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminExchangeItem, GiftType } from '@fanclub/contract/rewards';
import { formatDateTime, formatNumber } from '@/lib/format';
import { ExchangeStatusBadge } from '@/components/exchange-status-badge';
import { ListTable } from '@/components/list-table';

export const isApprovable = (row: AdminExchangeItem) =>
  row.status === 'new' || row.status === 'pending';
const isFailable = (row: AdminExchangeItem) => isApprovable(row) || row.status === 'approved';

type ExchangeTableProps = {
  type: GiftType;
  rows: AdminExchangeItem[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  onComplete: (row: AdminExchangeItem) => void;
  onFail: (row: AdminExchangeItem) => void;
};

export function ExchangeTable({
  type,
  rows,
  selected,
  onSelect,
  onComplete,
  onFail,
}: ExchangeTableProps) {
  const { t, i18n } = useTranslation('admin');
  const selectable = rows.filter(isApprovable);
  const allChecked = selectable.length > 0 && selectable.every((r) => selected.has(r.id));
  const someChecked = selectable.some((r) => selected.has(r.id));
  return (
    <ListTable
      minWidth={type === 'paypal' ? 1100 : 960}
      aria-label={t(`exchange.tableLabel.${type}`)}
      nowrapHeads
      head={
        <>
          <Table.Th w={40}>
            <Checkbox
              aria-label={t('exchange.selectAll')}
              checked={allChecked}
              indeterminate={someChecked && !allChecked}
              disabled={selectable.length === 0}
              onChange={(e) =>
                onSelect(
                  selectable.map((r) => r.id),
                  e.currentTarget.checked,
                )
              }
            />
          </Table.Th>
          <Table.Th>{t('exchange.columns.id')}</Table.Th>
          <Table.Th>{t('exchange.columns.member')}</Table.Th>
          <Table.Th>{t('exchange.columns.yob')}</Table.Th>
          <Table.Th>{t('exchange.columns.language')}</Table.Th>
          <Table.Th ta="right">{t('exchange.columns.amount')}</Table.Th>
          {type === 'paypal' && <Table.Th>{t('exchange.columns.paypal')}</Table.Th>}
          <Table.Th>{t('exchange.columns.status')}</Table.Th>
          <Table.Th>{t('exchange.columns.createdAt')}</Table.Th>
          <Table.Th>{t('exchange.columns.updatedAt')}</Table.Th>
          <Table.Th>{t('exchange.columns.actions')}</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid={`exchange-${row.id}`}>
          <Table.Td>
            {isApprovable(row) && (
              <Checkbox
                aria-label={t('exchange.select', { id: row.id })}
                checked={selected.has(row.id)}
                onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
              />
            )}
          </Table.Td>
          <Table.Td>{row.id}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {row.nickname}
              </Text>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.email}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('exchange.memberId', { id: row.userId })}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>{row.yob}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {t(`exchange.languages.${row.language}`, { defaultValue: row.language })}
          </Table.Td>
          <Table.Td ta="right">
            {t('exchange.points', { points: formatNumber(row.amount, i18n.language) })}
          </Table.Td>
          {type === 'paypal' && (
            <Table.Td>
              <Stack gap={0}>
                <Text fz="sm">{t('exchange.usd', { usd: row.usd ?? '' })}</Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.paypalEmail}
                </Text>
              </Stack>
            </Table.Td>
          )}
          <Table.Td>
            <Stack gap={2}>
              <ExchangeStatusBadge status={row.status}>
                {t(`exchange.status.${row.status}`)}
              </ExchangeStatusBadge>
              {row.reference && (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.reference}
                </Text>
              )}
              {row.failureReason && (
                <Text fz="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  {row.failureReason}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{formatDateTime(row.createdAt)}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{formatDateTime(row.updatedAt)}</Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={6}>
              {row.status === 'approved' && (
                <Button
                  size="compact-sm"
                  variant="light"
                  color="teal"
                  onClick={() => onComplete(row)}
                >
                  {t('exchange.actions.complete')}
                </Button>
              )}
              {isFailable(row) && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => onFail(row)}>
                  {t('exchange.actions.fail')}
                </Button>
              )}
            </Stack>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
