// Response and completion rates per campaign or per cohort (month of joining): bars of the two
// rates and a table with the counts behind them.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EARLIER_COHORT,
  type CampaignHealth,
  type CohortHealth,
} from '@fanclub/contract/panel-health';
import { formatDate } from '@/lib/format';
import { HealthSection } from './health-section';
import { useFormats } from './formats';

const LABEL_MAX = 34;

type Row = {
  key: string;
  name: string;
  extra: string;
  invited: number;
  responded: number;
  completed: number;
  responseRate: number | null;
  completionRate: number | null;
};

type RatesSectionProps =
  { kind: 'campaigns'; rows: CampaignHealth[] } | { kind: 'cohorts'; rows: CohortHealth[] };

export function RatesSection(props: RatesSectionProps) {
  const { t } = useTranslation('stats');
  const f = useFormats();
  const k = props.kind;
  const rows: Row[] =
    props.kind === 'campaigns'
      ? props.rows.map((c) => ({
          ...c,
          key: String(c.id),
          name: c.title,
          extra: formatDate(c.startAt),
        }))
      : props.rows.map((c) => ({
          ...c,
          key: c.cohort,
          name: c.cohort === EARLIER_COHORT ? t('panelHealth.cohorts.earlier') : c.cohort,
          extra: f.count(c.members),
        }));
  const extraHeading =
    props.kind === 'campaigns'
      ? t('panelHealth.campaigns.startAt')
      : t('panelHealth.cohorts.members');
  return (
    <HealthSection
      id={`health-${k}`}
      title={t(`panelHealth.${k}.title`)}
      lead={t(`panelHealth.${k}.lead`)}
      wide
      empty={rows.length === 0 ? t('panelHealth.campaigns.empty') : undefined}
      chart={{
        kind: 'bars',
        horizontal: props.kind === 'campaigns',
        // Only what was invited is drawn; long campaign names are shortened (the table has them).
        data: rows
          .filter((r) => r.invited > 0)
          .map((r) => ({
            name: r.name.length > LABEL_MAX ? `${r.name.slice(0, LABEL_MAX - 1)}…` : r.name,
            responseRate: f.percentValue(r.responseRate),
            completionRate: f.percentValue(r.completionRate),
          })),
        series: [
          { name: 'responseRate', label: t('panelHealth.rates.responseRate') },
          { name: 'completionRate', label: t('panelHealth.rates.completionRate') },
        ],
        format: f.percentLabel,
      }}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t(`panelHealth.${k}.caption`)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                {props.kind === 'campaigns'
                  ? t('panelHealth.campaigns.campaign')
                  : t('panelHealth.cohorts.cohort')}
              </Table.Th>
              <Table.Th ta="right">{extraHeading}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.rates.invited')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.rates.responded')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.rates.completed')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.rates.responseRate')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.rates.completionRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row" fw={500}>
                  {r.name}
                </Table.Th>
                <Table.Td ta="right">{r.extra}</Table.Td>
                <Table.Td ta="right">{f.count(r.invited)}</Table.Td>
                <Table.Td ta="right">{f.count(r.responded)}</Table.Td>
                <Table.Td ta="right">{f.count(r.completed)}</Table.Td>
                <Table.Td ta="right">{f.rate(r.responseRate)}</Table.Td>
                <Table.Td ta="right">{f.rate(r.completionRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </HealthSection>
  );
}
