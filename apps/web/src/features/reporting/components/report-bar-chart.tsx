import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ChartBar } from '../lib/report-figures.ts';

type Props = {
  label: string;
  bars: readonly ChartBar[];
  format: (value: number) => string;
  layout: 'columns' | 'rows';
};

/**
 * Room for a movement type's name beside its bar (long ones wrap), and on either side of the bars for their
 * figures: stock out is labelled left of its bar.
 */
const rowsRoom = { wide: { label: 190, side: 64 }, narrow: { label: 96, side: 52 } };

/**
 * The drawing of a ReportChart, in a chunk of its own: recharts outweighs the rest of a report page. Stock going
 * out is drawn below zero, so direction is told by position and sign as well as colour.
 */
export default function ReportBarChart({ label, bars, format, layout }: Props) {
  const rows = layout === 'rows';
  // Padding inside the plot, not a margin outside it: a margin leaves the figure of stock out over the names.
  const room = rowsRoom[useMediaQuery('(max-width: 575px)') ? 'narrow' : 'wide'];
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        aria-hidden="true"
        accessibilityLayer={false}
        h={rows ? Math.max(160, bars.length * 40) : 240}
        data={bars.map((bar) => ({ label: bar.label, value: bar.value }))}
        dataKey="label"
        series={[{ name: 'value', label: 'Value', color: 'blue.7' }]}
        orientation={rows ? 'vertical' : 'horizontal'}
        getBarColor={(value) => (value < 0 ? 'orange.8' : 'blue.7')}
        withBarValueLabel
        maxBarWidth={72}
        valueFormatter={format}
        withTooltip={false}
        gridAxis={rows ? 'x' : 'y'}
        yAxisProps={{ width: rows ? room.label : 80 }}
        xAxisProps={rows ? { padding: { left: room.side, right: room.side } } : undefined}
      />
    </Box>
  );
}
