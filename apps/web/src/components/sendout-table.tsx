// Mail batches as a table: one source's sending history, or every batch (with its source: a
// post, campaign, offer or group, named and linked to its admin page; the progress of a running
// batch and a cancel button for a scheduled one; the creation time and the figures row (opens
// and clicks, human and all; delivered, bounced, spam reports) stay on the source's page, so
// the list fits a laptop screen).
// Admin screens only: the texts are in the admin namespace.
import '@mantine/core/styles/Progress.layer.css';
import { Fragment } from 'react';
import { Anchor, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SendoutBatch } from '@fanclub/contract/sendouts';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { SendoutStatusBadge } from './sendout-status-badge';
import { ListTable } from '@/components/list-table';
import { SendoutFiguresRow } from './sendout-figures';

type SendoutTableProps = {
  rows: SendoutBatch[];
  label: string;
  /** The all-batches list: source column, progress and cancel. */
  withSource?: boolean;
  onCancel?: (row: SendoutBatch) => void;
};

function ProgressCell({ row }: { row: SendoutBatch }) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  const done = row.sent + row.failed;
  const value = row.recipients > 0 ? Math.min(100, (done / row.recipients) * 100) : 0;
  return (
    <Stack gap={4} miw={90}>
      <Text fz="sm">
        {t('sendouts.progress', { sent: n(row.sent), recipients: n(row.recipients) })}
      </Text>
      <Progress
        value={row.status === 'completed' ? 100 : value}
        size="sm"
        color={row.status === 'fail' ? 'red' : 'sea'}
        aria-label={t('sendouts.progressLabel', {
          sent: n(row.sent),
          recipients: n(row.recipients),
        })}
      />
    </Stack>
  );
}

/** The admin page of a batch's source (a post, campaign, offer or group). */
const sourcePath = (row: SendoutBatch) =>
  ({
    post: `/admin/posts-info/${row.sourceId}`,
    campaign: `/admin/campaigns/${row.sourceId}`,
    offer: `/admin/offers/${row.sourceId}`,
    group: `/admin/community/groups/${row.sourceId}`,
  })[row.source];

export function SendoutTable({ rows, label, withSource = false, onCancel }: SendoutTableProps) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <ListTable
      minWidth={withSource ? 900 : 820}
      aria-label={label}
      styles={{ th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } }}
      head={
        <>
          <Table.Th>{t('sendouts.columns.id')}</Table.Th>
          {withSource && <Table.Th>{t('sendouts.columns.source')}</Table.Th>}
          {!withSource && <Table.Th>{t('sendouts.columns.createdAt')}</Table.Th>}
          <Table.Th>{t('sendouts.columns.type')}</Table.Th>
          <Table.Th>{t('sendouts.columns.scheduledAt')}</Table.Th>
          <Table.Th>{t('sendouts.columns.status')}</Table.Th>
          {withSource ? (
            <Table.Th>{t('sendouts.columns.progress')}</Table.Th>
          ) : (
            <>
              <Table.Th ta="right">{t('sendouts.columns.recipients')}</Table.Th>
              <Table.Th ta="right">{t('sendouts.columns.sent')}</Table.Th>
            </>
          )}
          <Table.Th ta="right">{t('sendouts.columns.failed')}</Table.Th>
          <Table.Th ta="right">{t('sendouts.columns.openRate')}</Table.Th>
          {onCancel && <Table.Th>{t('sendouts.columns.actions')}</Table.Th>}
        </>
      }
    >
      {rows.map((row) => (
        <Fragment key={row.id}>
          <Table.Tr data-testid={`sendout-${row.id}`}>
            <Table.Td>{row.id}</Table.Td>
            {withSource && (
              <Table.Td style={{ whiteSpace: 'normal' }} miw={160}>
                <Text fz="xs" c="dimmed">
                  {t(`sendouts.sources.${row.source}`)}
                </Text>
                <Anchor
                  component={Link}
                  to={sourcePath(row)}
                  fz="sm"
                  aria-label={t('sendouts.openSource', {
                    source: t(`sendouts.sources.${row.source}`),
                    title: row.sourceTitle,
                  })}
                  lineClamp={2}
                >
                  {row.sourceTitle}
                </Anchor>
              </Table.Td>
            )}
            {!withSource && <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>}
            <Table.Td>{t(`sendouts.types.${row.type}`)}</Table.Td>
            <Table.Td>{formatDateTime(row.scheduledAt)}</Table.Td>
            <Table.Td>
              <SendoutStatusBadge status={row.status}>
                {t(`sendouts.statuses.${row.status}`)}
              </SendoutStatusBadge>
            </Table.Td>
            {withSource ? (
              <Table.Td>
                <ProgressCell row={row} />
              </Table.Td>
            ) : (
              <>
                <Table.Td ta="right">{n(row.recipients)}</Table.Td>
                <Table.Td ta="right">{n(row.sent)}</Table.Td>
              </>
            )}
            <Table.Td ta="right">{n(row.failed)}</Table.Td>
            <Table.Td ta="right">{formatPercent(row.openRate, i18n.language)}</Table.Td>
            {onCancel && (
              <Table.Td>
                {row.status === 'schedule' && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={t('sendouts.cancelLabel', { id: row.id })}
                    onClick={() => onCancel(row)}
                  >
                    {t('sendouts.cancel')}
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
          {!withSource && <SendoutFiguresRow row={row} colSpan={onCancel ? 10 : 9} />}
        </Fragment>
      ))}
    </ListTable>
  );
}
