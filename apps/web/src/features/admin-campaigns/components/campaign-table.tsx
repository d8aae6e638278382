// The campaign list's rows: id, title (to its page) with its period, points and minutes,
// completed ÷ limit, state, the active/disabled switch, open rate, and edit (continue a draft) /
// export / delete.
import '@mantine/core/styles/Switch.layer.css';
import { Anchor, Stack, Switch, Table, Text } from '@mantine/core';
import { RowActions } from '@/components/row-actions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignStatus } from '@fanclub/contract/campaigns';
import type { CampaignListItem } from '@fanclub/contract/campaign-views';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { CampaignStateBadge } from './campaign-state-badge';
import { ExportButton } from './export-button';

type Props = {
  rows: CampaignListItem[];
  onDelete: (row: CampaignListItem) => void;
  onStatus: (row: CampaignListItem, status: CampaignStatus) => void;
  pendingStatusId: number | undefined;
};

export function CampaignTable({ rows, onDelete, onStatus, pendingStatusId }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={t('list.tableLabel')}
        styles={{ th: { whiteSpace: 'nowrap' } }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.id')}</Table.Th>
            <Table.Th>{t('list.columns.title')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.points')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.completed')}</Table.Th>
            <Table.Th>{t('list.columns.state')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('list.columns.openRate')}</Table.Th>
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const draft = row.state === 'draft';
            return (
              <Table.Tr key={row.id} data-testid={`campaign-${row.id}`}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td miw={220}>
                  <Stack gap={2}>
                    <Anchor component={Link} to={`/admin/campaigns/${row.id}`} fw={600}>
                      {row.title}
                    </Anchor>
                    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('list.period', {
                        start: formatDateTime(row.startAt),
                        end: formatDateTime(row.expiresAt),
                      })}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="sm">{t('common.points', { value: n(row.point) })}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('common.minutes', { value: n(row.lengthMinutes) })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.respondentLimit === null
                    ? t('list.completedUnlimited', { completed: n(row.completedCount) })
                    : t('list.completedOf', {
                        completed: n(row.completedCount),
                        limit: n(row.respondentLimit),
                      })}
                </Table.Td>
                <Table.Td>
                  <CampaignStateBadge state={row.state} />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={row.status === 'active'}
                    disabled={pendingStatusId === row.id}
                    onChange={(e) => onStatus(row, e.currentTarget.checked ? 'active' : 'disabled')}
                    aria-label={t('list.statusLabel', { title: row.title })}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatPercent(row.openRate, i18n.language)}</Table.Td>
                <Table.Td>
                  <RowActions
                    editTo={`/admin/campaigns/update/${row.id}`}
                    editText={draft ? t('list.actions.continue') : t('list.actions.edit')}
                    editLabel={t(draft ? 'list.actions.continueLabel' : 'list.actions.editLabel', {
                      title: row.title,
                    })}
                    deleteLabel={t('list.actions.deleteLabel', { title: row.title })}
                    onDelete={() => onDelete(row)}
                  >
                    {!draft && <ExportButton campaignId={row.id} title={row.title} compact />}
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
