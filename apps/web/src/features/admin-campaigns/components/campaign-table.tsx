// The campaign list's rows: id, title (to its page) with its period, points and minutes,
// completed ÷ limit, state with the active/disabled switch below it, open rate, and edit
// (continue a draft) / export / delete. Sized to fit beside the admin menu at 1,280 px.
import '@mantine/core/styles/Switch.layer.css';
import { Stack, Switch, Table, Text } from '@mantine/core';
import { RowActions } from '@/components/row-actions';
import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@fanclub/contract/campaigns';
import type { CampaignListItem } from '@fanclub/contract/campaign-views';
import { SourceTable, SourceTitleCell } from '@/admin-kit/source-table';
import { formatNumber, formatPercent } from '@/lib/format';
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
  const columns = [
    { label: t('list.columns.id') },
    { label: t('list.columns.title') },
    { label: t('list.columns.points'), right: true },
    { label: t('list.columns.completed'), right: true },
    { label: t('list.columns.state') },
    { label: t('list.columns.openRate'), right: true },
    { label: t('list.columns.actions') },
  ];
  return (
    <SourceTable ns="campaigns" minWidth={900} columns={columns}>
      {rows.map((row) => {
        const draft = row.state === 'draft';
        return (
          <Table.Tr key={row.id} data-testid={`campaign-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            <SourceTitleCell ns="campaigns" row={row} to={`/admin/campaigns/${row.id}`} wide />
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
              <Stack gap={6} align="flex-start">
                <CampaignStateBadge state={row.state} />
                <Switch
                  size="xs"
                  label={t('list.columns.status')}
                  checked={row.status === 'active'}
                  disabled={pendingStatusId === row.id}
                  onChange={(e) => onStatus(row, e.currentTarget.checked ? 'active' : 'disabled')}
                  aria-label={t('list.statusLabel', { title: row.title })}
                />
              </Stack>
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
    </SourceTable>
  );
}
