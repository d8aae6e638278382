// The offer list's rows: thumbnail, title (to its page) with its period, state, clicks (human
// beside raw), open rate, and edit / delete.
import '@mantine/core/styles/Image.layer.css';
import { Anchor, Image, Stack, Table, Text } from '@mantine/core';
import { RowActions } from '@/components/row-actions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferListItem } from '@fanclub/contract/offer-views';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { OfferStateBadge } from './offer-state-badge';

type Props = { rows: OfferListItem[]; onDelete: (row: OfferListItem) => void };

export function OfferTable({ rows, onDelete }: Props) {
  const { t, i18n } = useTranslation('offers');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('list.tableLabel')}
        styles={{ th: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.image')}</Table.Th>
            <Table.Th>{t('list.columns.title')}</Table.Th>
            <Table.Th>{t('list.columns.state')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.clicks')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.openRate')}</Table.Th>
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`offer-${row.id}`}>
              <Table.Td w={96}>
                <Image src={row.imageUrl} alt="" w={80} h={54} radius="sm" fit="cover" />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component={Link} to={`/admin/offers/${row.id}`} fw={600}>
                    {row.title}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {t('list.period', {
                      start: formatDateTime(row.startAt),
                      end: formatDateTime(row.expiresAt),
                    })}
                  </Text>
                </Stack>
              </Table.Td>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
