// Invitations per member per month: for each of the twelve months, members stacked by the
// number of invitations they got (0 … 5 or more), and the same as a table.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVITATION_BUCKETS, type InvitationMonth } from '@fanclub/contract/panel-health';
import { HealthSection } from './health-section';
import { useFormats } from './formats';

export function InvitationSection({ months }: { months: InvitationMonth[] }) {
  const { t } = useTranslation('stats');
  const f = useFormats();
  const labels = INVITATION_BUCKETS.map((bucket, i) =>
    bucket === '5+'
      ? t('panelHealth.invitations.bucketMore')
      : t('panelHealth.invitations.bucket', { count: i }),
  );
  return (
    <HealthSection
      id="health-invitations"
      title={t('panelHealth.invitations.title')}
      lead={t('panelHealth.invitations.lead')}
      wide
      chart={{
        kind: 'stacked',
        data: months.map((m) => ({
          name: m.month,
          ...Object.fromEntries(m.counts.map((n, i) => [`b${i}`, n])),
        })),
        series: labels.map((label, i) => ({ name: `b${i}`, label })),
        format: f.count,
      }}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('panelHealth.invitations.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('panelHealth.invitations.month')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.invitations.members')}</Table.Th>
              {labels.map((label) => (
                <Table.Th key={label} ta="right">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row" fw={500}>
                  {m.month}
                </Table.Th>
                <Table.Td ta="right">{f.count(m.members)}</Table.Td>
                {m.counts.map((n, i) => (
                  <Table.Td key={INVITATION_BUCKETS[i]} ta="right">
                    {f.count(n)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </HealthSection>
  );
}
