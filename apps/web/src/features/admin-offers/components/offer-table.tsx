// The offer list's rows: thumbnail, title (to its page) with its period, state, clicks (human
// beside raw), open rate, and edit / delete.
import '@mantine/core/styles/Image.layer.css';
import { Image, Table } from '@mantine/core';
import { RowActions } from '@/components/row-actions';
import { useTranslation } from 'react-i18next';
import type { OfferListItem } from '@fanclub/contract/offer-views';
import { SourceTable, SourceTitleCell } from '@/admin-kit/source-table';
import { formatNumber, formatPercent } from '@/lib/format';
import { OfferStateBadge } from './offer-state-badge';

type Props = { rows: OfferListItem[]; onDelete: (row: OfferListItem) => void };

export function OfferTable({ rows, onDelete }: Props) {
  const { t, i18n } = useTranslation('offers');
  const n = (v: number) => formatNumber(v, i18n.language);
  const columns = [
    { label: t('list.columns.image') },
    { label: t('list.columns.title') },
    { label: t('list.columns.state') },
    { label: t('list.columns.clicks'), right: true },
    { label: t('list.columns.openRate'), right: true },
    { label: t('list.columns.actions') },
  ];
  return (
    <SourceTable ns="offers" minWidth={860} columns={columns}>
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid={`offer-${row.id}`}>
          <Table.Td w={96}>
            <Image src={row.imageUrl} alt="" w={80} h={54} radius="sm" fit="cover" />
          </Table.Td>
          <SourceTitleCell ns="offers" row={row} to={`/admin/offers/${row.id}`} />
          <Table.Td>
            <OfferStateBadge state={row.state} />
          </Table.Td>
          <Table.Td ta="right" data-testid={`offer-${row.id}-clicks`}>
            {t('list.clicks', { human: n(row.humanClicks), raw: n(row.clicks) })}
          </Table.Td>
          <Table.Td ta="right">{formatPercent(row.openRate, i18n.language)}</Table.Td>
          <Table.Td>
            <RowActions
              editTo={`/admin/offers/update/${row.id}`}
              editText={t('list.actions.edit')}
              editLabel={t('list.actions.editLabel', { title: row.title })}
              deleteLabel={t('list.actions.deleteLabel', { title: row.title })}
              onDelete={() => onDelete(row)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </SourceTable>
  );
}
