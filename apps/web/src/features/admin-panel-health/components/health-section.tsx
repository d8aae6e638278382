// One section of the panel health page: a heading, a line about it, then its chart (lazy)
// beside its table; a phone stacks them.
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';

const HealthChart = lazy(() => import('./health-chart'));

type HealthSectionProps = {
  id: string;
  title: string;
  lead: string;
  /** The chart's props, or nothing when there is nothing to draw. */
  chart?: ComponentProps<typeof HealthChart> | undefined;
  /** Shown instead of the chart and table when there is nothing to count. */
  empty?: string | undefined;
  /** Charts with many bars take the whole width, their table below. */
  wide?: boolean;
  children: ReactNode;
};

export function HealthSection({
  id,
  title,
  lead,
  chart,
  empty,
  wide,
  children,
}: HealthSectionProps) {
  return (
    <Card component="section" aria-labelledby={id} padding="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {lead}
          </Text>
        </Stack>
        {empty ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: wide ? 1 : 2 }} spacing="lg">
            {chart && (
              <Suspense fallback={<Skeleton h={220} />}>
                <HealthChart {...chart} />
              </Suspense>
            )}
            <Stack gap="xs">{children}</Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
