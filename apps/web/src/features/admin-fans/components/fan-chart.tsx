// The chart of one fan dimension (@mantine/charts over recharts). Loaded lazily: the charts'
// code (~117 KB gz) reaches only admins who open the fan statistics. The table beside it
// carries the same figures for screen readers, so the drawing itself is hidden from them.
import '@mantine/charts/styles.layer.css';
// The donut's legend keys are Mantine colour swatches: without their CSS they have no size.
import '@mantine/core/styles/ColorSwatch.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import type { FanBucket, FanDimension } from '@fanclub/contract/statistics';

const DONUT_COLORS = ['sea.6', 'sunset.5', 'teal.5', 'grape.5', 'yellow.5', 'gray.5'];

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
      <Box aria-hidden style={{ display: 'flex', justifyContent: 'center' }}>
        <DonutChart
          data={buckets.map((b, i) => ({
            name: b.label,
            value: b.count,
            color: DONUT_COLORS[i % DONUT_COLORS.length]!,
          }))}
          size={200}
          thickness={34}
          withLabels
          withLabelsLine
          // The labels give the counts; the legend says which colour is which answer.
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 48 }}
          valueFormatter={format}
          pieChartProps={{ accessibilityLayer: false }}
          // The drawing is hidden from assistive technology (the table says it all): no tab stop.
          pieProps={{ rootTabIndex: -1 }}
        />
      </Box>
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
