// The panel health charts (@mantine/charts over recharts), loaded lazily like the fan
// statistics' charts. Every chart has a table beside it with the same figures, so the drawing
// itself is hidden from assistive technology.
import '@mantine/charts/styles.layer.css';
// The donut's legend keys are Mantine colour swatches: without their CSS they have no size.
import '@mantine/core/styles/ColorSwatch.layer.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { CHART_COLORS, LegendDonut } from '@/components/legend-donut';

export type ChartSeries = { name: string; label: string };

type HealthChartProps = {
  kind: 'bars' | 'stacked' | 'donut';
  /** One row per bar group (or donut slice): `name` plus a value per series. */
  data: Array<Record<string, string | number>>;
  series: ChartSeries[];
  /** Long names (campaigns, prefectures) read better as horizontal bars. */
  horizontal?: boolean;
  format: (value: number) => string;
};

export default function HealthChart({ kind, data, series, horizontal, format }: HealthChartProps) {
  if (kind === 'donut')
    return (
      <LegendDonut
        slices={data.map((row) => ({ name: String(row.name), value: Number(row.value) }))}
        format={format}
      />
    );
  return (
    <Box aria-hidden>
      <BarChart
        h={horizontal ? Math.max(180, data.length * series.length * 18 + 60) : 260}
        data={data}
        dataKey="name"
        type={kind === 'stacked' ? 'stacked' : 'default'}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        series={series.map((s, i) => ({
          name: s.name,
          label: s.label,
          color: CHART_COLORS[i % CHART_COLORS.length]!,
        }))}
        valueFormatter={format}
        gridAxis={horizontal ? 'x' : 'y'}
        {...(horizontal ? { yAxisProps: { width: 240 } } : {})}
        withLegend
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
