// Active members (answered in 90 days) against all members for one dimension: grouped bars and
// a table with the active rate. Long lists (prefectures) show their top rows first.
import { useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveBucket, PanelDimension } from '@fanclub/contract/panel-health';
import { HealthSection } from './health-section';
import { useFormats } from './formats';

const TOP = 10;

export function ActiveSection({
  dimension,
  buckets,
}: {
  dimension: PanelDimension;
  buckets: ActiveBucket[];
}) {
  const { t } = useTranslation('stats');
  const f = useFormats();
  const [showAll, setShowAll] = useState(false);
  const title = t(`panelHealth.active.dimensions.${dimension}`);
  const shown = buckets.filter((b) => b.members > 0 || dimension !== 'prefecture');
  const long = shown.length > TOP;
  const visible = showAll || !long ? shown : shown.slice(0, TOP);
  const horizontal = dimension === 'prefecture';
  return (
    <HealthSection
      id={`health-active-${dimension}`}
      title={t('panelHealth.active.sectionTitle', { title })}
      lead={t('panelHealth.active.lead')}
      empty={shown.every((b) => b.members === 0) ? t('panelHealth.empty') : undefined}
      chart={{
        kind: 'bars',
        horizontal,
        data: shown
          .slice(0, TOP)
          .map((b) => ({ name: b.label, members: b.members, active: b.active })),
        series: [
          { name: 'members', label: t('panelHealth.active.members') },
          { name: 'active', label: t('panelHealth.active.active') },
        ],
        format: f.count,
      }}
    >
      <Table.ScrollContainer minWidth={300}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('panelHealth.active.caption', { title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.active.members')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.active.active')}</Table.Th>
              <Table.Th ta="right">{t('panelHealth.active.activeRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((b) => (
              <Table.Tr key={b.code}>
                <Table.Th scope="row" fw={500}>
                  {b.label}
                </Table.Th>
                <Table.Td ta="right">{f.count(b.members)}</Table.Td>
                <Table.Td ta="right">{f.count(b.active)}</Table.Td>
                <Table.Td ta="right">{f.rate(b.activeRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {long && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((v) => !v)}>
            {showAll
              ? t('panelHealth.active.showLess')
              : t('panelHealth.active.showAll', { count: shown.length })}
          </Button>
        </Group>
      )}
    </HealthSection>
  );
}
