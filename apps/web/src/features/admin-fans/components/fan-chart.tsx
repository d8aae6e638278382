// The chart of one fan dimension (@mantine/charts over recharts). Loaded lazily: the charts'
// code (~117 KB gz) reaches only admins who open the fan statistics. The table beside it
// carries the same figures for screen readers, so the drawing itself is hidden from them.
import '@mantine/charts/styles.layer.css';
// The donut's legend keys are Mantine colour swatches: without their CSS they have no size.
import '@mantine/core/styles/ColorSwatch.layer.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import type { FanBucket, FanDimension } from '@fanclub/contract/statistics';
import { LegendDonut } from '@/components/legend-donut';

type FanChartProps = {
  dimension: FanDimension;
  buckets: FanBucket[];
  seriesLabel: string;
  format: (value: number) => string;
};

export default function FanChart({ dimension, buckets, seriesLabel, format }: FanChartProps) {
  const data = buckets.map((b) => ({ name: b.label, count: b.count }));
  if (dimension === 'gender')
    return (
      <LegendDonut
        slices={buckets.map((b) => ({ name: b.label, value: b.count }))}
        format={format}
      />
    );
  // Long name lists (countries, prefectures) read better as horizontal bars.
  const horizontal = dimension === 'country' || dimension === 'prefecture';
  return (
    <Box aria-hidden>
      <BarChart
        h={horizontal ? Math.max(160, data.length * 30) : 240}
        data={data}
        dataKey="name"
        orientation={horizontal ? 'vertical' : 'horizontal'}
        series={[{ name: 'count', label: seriesLabel, color: 'sea.6' }]}
        valueFormatter={format}
        gridAxis={horizontal ? 'x' : 'y'}
        {...(horizontal ? { yAxisProps: { width: 110 } } : {})}
        withBarValueLabel
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
