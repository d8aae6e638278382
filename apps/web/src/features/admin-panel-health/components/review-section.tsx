// Answers held for review in the twelve months: the outcome as a donut, and a table with the
// share held, the outcomes and the reasons.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOLD_REASONS } from '@fanclub/contract/campaigns';
import type { PanelHealth } from '@fanclub/contract/panel-health';
import { HealthSection } from './health-section';
import { useFormats } from './formats';

const OUTCOMES = ['approved', 'rejected', 'pending'] as const;

export function ReviewSection({ reviews }: { reviews: PanelHealth['reviews'] }) {
  const { t } = useTranslation('stats');
  const f = useFormats();
  const row = (label: string, value: string) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{value}</Table.Td>
    </Table.Tr>
  );
  return (
    <HealthSection
      id="health-reviews"
      title={t('panelHealth.reviews.title')}
      lead={t('panelHealth.reviews.lead')}
      chart={
        reviews.held > 0
          ? {
              kind: 'donut',
              data: OUTCOMES.map((o) => ({
                name: t(`panelHealth.reviews.${o}`),
                value: reviews[o],
              })),
              series: [],
              format: f.count,
            }
          : undefined
      }
    >
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('panelHealth.reviews.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('panelHealth.reviews.outcome')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.reviews.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row(t('panelHealth.reviews.finished'), f.count(reviews.finished))}
            {row(t('panelHealth.reviews.held'), f.count(reviews.held))}
            {row(t('panelHealth.reviews.heldRate'), f.rate(reviews.heldRate))}
            {OUTCOMES.map((o) => row(t(`panelHealth.reviews.${o}`), f.count(reviews[o])))}
            {HOLD_REASONS.map((reason) =>
              row(
                t('panelHealth.reviews.reasonOf', {
                  reason: t(`panelHealth.reviews.reasons.${reason}`),
                }),
                f.count(reviews.byReason[reason]),
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </HealthSection>
  );
}
