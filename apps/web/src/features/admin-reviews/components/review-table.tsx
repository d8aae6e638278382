// Held survey answers: the survey, the member, why it was held (with the time it took against
// the stated length), the points approving pays, and the decision or the two buttons.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeldAnswer } from '@fanclub/contract/panel';
import { ListTable } from '@/components/list-table';
import { formatDateTime, formatNumber } from '@/lib/format';

type Props = {
  rows: HeldAnswer[];
  pendingId: number | undefined;
  onApprove: (row: HeldAnswer) => void;
  onReject: (row: HeldAnswer) => void;
};

const DECISION_COLOR = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

function Took({ row }: { row: HeldAnswer }) {
  const { t, i18n } = useTranslation('campaigns');
  if (row.seconds === null) return null;
  const minutes = Math.floor(row.seconds / 60);
  return (
    <Text fz="xs" c="dimmed">
      {t('reviews.took', {
        minutes: formatNumber(minutes, i18n.language),
        seconds: formatNumber(row.seconds % 60, i18n.language),
        length: formatNumber(row.lengthMinutes, i18n.language),
      })}
    </Text>
  );
}

export function ReviewTable({ rows, pendingId, onApprove, onReject }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  return (
    <ListTable
      minWidth={960}
      aria-label={t('reviews.tableLabel')}
      nowrapHeads
      head={
        <>
          <Table.Th>{t('reviews.columns.survey')}</Table.Th>
          <Table.Th>{t('reviews.columns.member')}</Table.Th>
          <Table.Th>{t('reviews.columns.reason')}</Table.Th>
          <Table.Th ta="right">{t('reviews.columns.points')}</Table.Th>
          <Table.Th>{t('reviews.columns.finishedAt')}</Table.Th>
          <Table.Th>{t('reviews.columns.decision')}</Table.Th>
        </>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.id} data-testid={`held-${row.id}`}>
          <Table.Td>
            <Text fz="sm" fw={600}>
              {row.campaignTitle}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`reviews.outcome.${row.respondentStatus}`, { defaultValue: '' })}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.nickname}</Text>
            <Text fz="xs" c="dimmed">
              {t('reviews.memberId', { id: row.memberId })}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{t(`reviews.holdReasons.${row.holdReason}`)}</Text>
            <Took row={row} />
          </Table.Td>
          <Table.Td ta="right">
            {t('common.points', { value: formatNumber(row.points, i18n.language) })}
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.finishedAt ? formatDateTime(row.finishedAt) : ''}</Text>
          </Table.Td>
          <Table.Td>
            {row.reviewStatus === 'pending' ? (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="compact-sm"
                  color="teal"
                  loading={pendingId === row.id}
                  onClick={() => onApprove(row)}
                >
                  {t('reviews.approve')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onReject(row)}
                >
                  {t('reviews.reject')}
                </Button>
              </Group>
            ) : (
              <Stack gap={2}>
                <Badge variant="light" color={DECISION_COLOR[row.reviewStatus]}>
                  {t(`reviews.statuses.${row.reviewStatus}`)}
                </Badge>
                {row.reviewReason && (
                  <Text fz="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                    {row.reviewReason}
                  </Text>
                )}
              </Stack>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
