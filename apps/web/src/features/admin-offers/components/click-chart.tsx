// The offer's clicks by day, raw beside human (@mantine/charts over recharts). Loaded lazily:
// the charts' code reaches only admins who open an offer. The table beside it carries the same
// figures for screen readers, so the drawing itself is hidden from them.
import '@mantine/charts/styles.layer.css';
// The legend's colour keys are Mantine colour swatches: without their CSS they have no size.
import '@mantine/core/styles/ColorSwatch.layer.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';

export type ClickDay = { day: string; raw: number; human: number };

type Props = {
  days: ClickDay[];
  labels: { raw: string; human: string };
  format: (value: number) => string;
};

export default function ClickChart({ days, labels, format }: Props) {
  return (
    <Box aria-hidden>
      <BarChart
        h={240}
        data={days}
        dataKey="day"
        series={[
          { name: 'raw', label: labels.raw, color: 'gray.5' },
          { name: 'human', label: labels.human, color: 'sea.6' },
        ]}
        valueFormatter={format}
        gridAxis="y"
        withLegend
        // Below the axis, in its own reserved row: never drawn over the bars.
        legendProps={{ verticalAlign: 'bottom', height: 36 }}
        barChartProps={{ accessibilityLayer: false }}
      />
    </Box>
  );
}
