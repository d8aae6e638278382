// A batch's figures under its row on the source's page: opens and clicks (human / all), what
// the relay or provider reported back (delivered, bounced hard / soft) and spam reports. A row of
// their own, so the history table keeps to the card's width.
// Admin screens only: the texts are in the admin namespace.
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SendoutBatch } from '@fanclub/contract/sendouts';
import { formatNumber } from '@/lib/format';

function Figure(props: { label: string; value: string; spoken?: string; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text fz="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fz="sm" fw={600} data-testid={props.testId} aria-label={props.spoken}>
        {props.value}
      </Text>
    </Group>
  );
}

export function SendoutFiguresRow({ row, colSpan }: { row: SendoutBatch; colSpan: number }) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  const pair = (a: number, b: number) => `${n(a)} / ${n(b)}`;
  return (
    <Table.Tr data-testid={`sendout-${row.id}-figures`}>
      <Table.Td colSpan={colSpan} pt={0} style={{ whiteSpace: 'normal' }}>
        <Group gap="lg" style={{ rowGap: 4 }}>
          <Figure
            label={t('sendouts.columns.openedHuman')}
            value={pair(row.humanOpened, row.opened)}
            spoken={t('sendouts.figureLabels.opened', {
              human: n(row.humanOpened),
              raw: n(row.opened),
            })}
            testId="opened"
          />
          <Figure
            label={t('sendouts.columns.clickedHuman')}
            value={pair(row.humanClicked, row.clicked)}
            spoken={t('sendouts.figureLabels.clicked', {
              human: n(row.humanClicked),
              raw: n(row.clicked),
            })}
            testId="clicked"
          />
          <Figure
            label={t('sendouts.columns.delivered')}
            value={n(row.delivered)}
            testId="delivered"
          />
          <Figure
            label={t('sendouts.columns.bounced')}
            value={pair(row.hardBounced, row.softBounced)}
            spoken={t('sendouts.figureLabels.bounced', {
              hard: n(row.hardBounced),
              soft: n(row.softBounced),
            })}
            testId="bounced"
          />
          <Figure
            label={t('sendouts.columns.complained')}
            value={n(row.complained)}
            testId="complained"
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
