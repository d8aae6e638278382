// An offer's click figures: raw and human clicks side by side (mail security scanners inflate
// the raw count), unique clickers, the mail's open rate, and clicks by day as a chart (lazy)
// beside a table of the same figures.
import { lazy, Suspense } from 'react';
import { Center, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferClickStats } from '@fanclub/contract/offer-views';
import { formatNumber, formatPercent } from '@/lib/format';

const ClickChart = lazy(() => import('./click-chart'));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function ClickStatistics({ stats }: { stats: OfferClickStats }) {
  const { t, i18n } = useTranslation(['offers', 'common']);
  const n = (v: number) => formatNumber(v, i18n.language);
  const openRate = stats.mail.sent ? stats.mail.opened / stats.mail.sent : 0;
  const days = stats.byDay.map((d) => ({ day: d.date, raw: d.clicks, human: d.humanClicks }));
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('detail.statisticsLead')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label={t('detail.rawClicks')} value={n(stats.clicks)} testId="offer-raw-clicks" />
        <Figure
          label={t('detail.humanClicks')}
          value={n(stats.humanClicks)}
          testId="offer-human-clicks"
        />
        <Figure
          label={t('detail.uniqueClickers')}
          value={n(stats.uniqueClickers)}
          testId="offer-unique-clickers"
        />
        <Figure
          label={t('detail.openRate')}
          value={formatPercent(openRate, i18n.language)}
          testId="offer-open-rate"
        />
      </SimpleGrid>
      <Title order={3} fz={16}>
        {t('detail.byDay')}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed">{t('detail.noClicks')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Suspense
            fallback={
              <Center h={240}>
                <Loader aria-label={t('common:loading')} />
              </Center>
            }
          >
            <ClickChart
              days={days}
              labels={{ raw: t('detail.rawClicks'), human: t('detail.humanClicks') }}
              format={n}
            />
          </Suspense>
          <Table.ScrollContainer minWidth={320} mah={320}>
            <Table striped aria-label={t('detail.byDay')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.day')}</Table.Th>
                  <Table.Th ta="right">{t('detail.rawClicks')}</Table.Th>
                  <Table.Th ta="right">{t('detail.humanClicks')}</Table.Th>
                  <Table.Th ta="right">{t('detail.uniqueClickers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.byDay.map((d) => (
                  <Table.Tr key={d.date}>
                    <Table.Td>{d.date}</Table.Td>
                    <Table.Td ta="right">{n(d.clicks)}</Table.Td>
                    <Table.Td ta="right">{n(d.humanClicks)}</Table.Td>
                    <Table.Td ta="right">{n(d.uniqueClickers)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
    </Stack>
  );
}
