import { Group, Loader, Paper, SegmentedControl, Table, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { ChartBar } from '../lib/report-figures.ts';

const ReportBarChart = lazy(() => import('./report-bar-chart.tsx'));

type Props = {
  title: string;
  /** What the bars count, as the table's heading says it. */
  valueLabel: string;
  bars: readonly ChartBar[];
  format: (value: number) => string;
  /** Bars across the page (few, short labels: months) or down it (long labels: movement types). */
  layout: 'columns' | 'rows';
  /** What each bar is, as the table's first heading says it: by default a movement (rows) or a month (columns). */
  category?: string;
};

type View = 'chart' | 'table';

/**
 * A report's chart with its table beside it, one at a time as the reader chooses. The chart is named by every
 * figure it draws and each bar carries its figure, so neither colour nor the drawing is needed to read it.
 */
export function ReportChart({ title, valueLabel, bars, format, layout, category }: Props) {
  const [view, setView] = useState<View>('chart');
  const titleId = useId();
  const label = `${title}: ${bars.map((bar) => `${bar.label} ${format(bar.value)}`).join('; ')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={`Show ${title.toLowerCase()} as`}
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'chart', label: 'Chart' },
            { value: 'table', label: 'Table' },
          ]}
        />
      </Group>
      {view === 'table' ? (
        <Table withTableBorder maw={560} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{category ?? (layout === 'rows' ? 'Movement' : 'Month')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {valueLabel}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.label}>
                <Table.Th scope="row" fw={400}>
                  {bar.label}
                </Table.Th>
                <Table.Td ta="right">{format(bar.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
          <ReportBarChart label={label} bars={bars} format={format} layout={layout} />
        </Suspense>
      )}
    </Paper>
  );
}
