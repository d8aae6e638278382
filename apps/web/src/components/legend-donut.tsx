// The admin statistics' donut (fan statistics, panel health): labelled slices in the theme's chart
// colours with a legend saying which colour is which. Only the lazily loaded chart files import it,
// and they bring the chart CSS. Every chart has a table beside it with the same figures, so the
// drawing itself is hidden from assistive technology (no tab stop either).
import { DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';

export const CHART_COLORS = ['sea.6', 'sunset.5', 'teal.5', 'grape.5', 'yellow.5', 'gray.5'];

type LegendDonutProps = {
  slices: Array<{ name: string; value: number }>;
  format: (value: number) => string;
};

export function LegendDonut({ slices, format }: LegendDonutProps) {
  return (
    <Box aria-hidden style={{ display: 'flex', justifyContent: 'center' }}>
      <DonutChart
        data={slices.map((slice, i) => ({
          ...slice,
          color: CHART_COLORS[i % CHART_COLORS.length]!,
        }))}
        size={200}
        thickness={34}
        withLabels
        withLabelsLine
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 48 }}
        valueFormatter={format}
        pieChartProps={{ accessibilityLayer: false }}
        pieProps={{ rootTabIndex: -1 }}
      />
    </Box>
  );
}
