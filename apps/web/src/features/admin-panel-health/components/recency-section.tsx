// Members by their last answer (within 90 days, within a year, longer ago, never), the
// members quiet for a year, and of them those invited in that year.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECENCY_CODES, type PanelHealth } from '@fanclub/contract/panel-health';
import { HealthSection } from './health-section';
import { useFormats } from './formats';

export function RecencySection({ health }: { health: PanelHealth }) {
  const { t } = useTranslation('stats');
  const f = useFormats();
  const { recency, dormant, members } = health;
  return (
    <HealthSection
      id="health-recency"
      title={t('panelHealth.recency.title')}
      lead={t('panelHealth.recency.lead')}
      empty={members.total === 0 ? t('panelHealth.empty') : undefined}
      chart={{
        kind: 'bars',
        // Horizontal: the four answers' names fit beside their bars, not under them.
        horizontal: true,
        data: RECENCY_CODES.map((code) => ({
          name: t(`panelHealth.recency.${code}`),
          members: recency[code],
        })),
        series: [{ name: 'members', label: t('panelHealth.recency.members') }],
        format: f.count,
      }}
    >
      <Text fw={700}>
        {t('panelHealth.recency.dormant', { count: dormant.members, rate: f.rate(dormant.rate) })}
      </Text>
      <Text fz="sm">
        {t('panelHealth.recency.invitedInYear', { count: dormant.invitedInYear })}
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('panelHealth.recency.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('panelHealth.recency.when')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.recency.members')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.recency.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {RECENCY_CODES.map((code) => (
              <Table.Tr key={code}>
                <Table.Th scope="row" fw={500}>
                  {t(`panelHealth.recency.${code}`)}
                </Table.Th>
                <Table.Td ta="right">{f.count(recency[code])}</Table.Td>
                <Table.Td ta="right">
                  {f.rate(members.total > 0 ? recency[code] / members.total : null)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </HealthSection>
  );
}
