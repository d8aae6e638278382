// One dimension of the fan statistics: its chart (lazy) beside a table of the same figures.
// Long lists show their top rows first, with a button for the rest.
import { lazy, Suspense, useState } from 'react';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FanDimension, FanQuery } from '@fanclub/contract/statistics';
import { QueryError } from '@/components/query-error';
import { formatNumber, formatPercent } from '@/lib/format';
import { useFanStatistics } from '../api/get-fan-statistics';

const FanChart = lazy(() => import('./fan-chart'));
const TOP = 10;

export function FanSection({ dimension, period }: { dimension: FanDimension; period: FanQuery }) {
  const { t, i18n } = useTranslation('stats');
  const query = useFanStatistics(dimension, period);
  const [showAll, setShowAll] = useState(false);
  const title = t(`fans.dimensions.${dimension}`);
  const headingId = `fans-${dimension}`;
  const format = (value: number) => formatNumber(value, i18n.language);
  const buckets = query.data?.data;
  const long = (buckets?.length ?? 0) > TOP;
  const visible = buckets && (showAll || !long ? buckets : buckets.slice(0, TOP));
  const charted = buckets?.filter((b) => b.count > 0).slice(0, TOP);

  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" aria-busy={query.isFetching}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !buckets || !visible || !charted ? (
          <Skeleton h={220} />
        ) : query.data?.meta.total === 0 ? (
          <Text c="dimmed">{t('fans.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Suspense fallback={<Skeleton h={220} />}>
              <FanChart
                dimension={dimension}
                buckets={charted}
                seriesLabel={t('fans.members')}
                format={format}
              />
            </Suspense>
            <Stack gap="xs">
              <Table.ScrollContainer minWidth={260}>
                <Table striped verticalSpacing={4} fz="sm">
                  <Table.Caption>{t('fans.tableCaption', { title })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fans.name')}</Table.Th>
                      <Table.Th ta="right">{t('fans.members')}</Table.Th>
                      <Table.Th ta="right">{t('fans.share')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {visible.map((b) => (
                      <Table.Tr key={b.code}>
                        <Table.Th scope="row" fw={500}>
                          {b.label}
                        </Table.Th>
                        <Table.Td ta="right">{format(b.count)}</Table.Td>
                        <Table.Td ta="right">{formatPercent(b.share, i18n.language)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {long && (
                <Group justify="flex-end">
                  <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((v) => !v)}>
                    {showAll ? t('fans.showLess') : t('fans.showAll', { count: buckets.length })}
                  </Button>
                </Group>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
