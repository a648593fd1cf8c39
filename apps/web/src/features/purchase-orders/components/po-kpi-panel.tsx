import type { Budget } from '@homer/contracts/ba-budgets';
import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { formatMoney } from '../lib/format-money.ts';
import { allocationLabel, donutCells, kpiItems } from '../lib/kpi-figures.ts';

type View = 'list' | 'chart';

/** Spec "Budget POs" KPI panel: the A–E list, or a doughnut of B, C and E with the allocation in the centre. */
export function PoKpiPanel({ budget }: { budget: Budget }) {
  const [view, setView] = useState<View>('list');
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          Budget Figures
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Show the figures as"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'chart', label: 'Chart' },
          ]}
        />
      </Group>
      {view === 'list' ? <KpiList budget={budget} /> : <KpiDonut budget={budget} />}
    </Paper>
  );
}

function KpiList({ budget }: { budget: Budget }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={520} data-testid="kpi-list">
      <Table.Tbody>
        {kpiItems(budget).map((item) => (
          <Table.Tr key={item.label}>
            <Table.Th scope="row" w={260}>
              {item.label}
            </Table.Th>
            <Table.Td ta="right">{item.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function KpiDonut({ budget }: { budget: Budget }) {
  const captionId = useId();
  const cells = donutCells(budget);
  const allocation = formatMoney(budget.allocatedAmt);
  return (
    // The drawing is hidden from assistive technology; the caption below carries every figure as text.
    <Box component="figure" m={0} aria-labelledby={captionId} data-testid="kpi-chart">
      <Group align="center" gap="xl" wrap="wrap">
        <DonutChart
          aria-hidden="true"
          accessibilityLayer={false}
          // Recharts makes the ring a tab stop; hidden from assistive technology, it must not take focus.
          pieProps={{ rootTabIndex: -1 }}
          data={cells.map(({ name, value, color }) => ({ name, value, color }))}
          chartLabel={allocation}
          size={200}
          thickness={32}
          withTooltip={false}
        />
        <Stack gap={6} component="figcaption" id={captionId}>
          <Text size="sm" fw={600}>
            {allocationLabel}: {allocation} (centre)
          </Text>
          {cells.map((cell) => (
            <Group key={cell.name} gap="xs" wrap="nowrap">
              <ColorSwatch color={cell.color} size={14} aria-hidden="true" />
              <Text size="sm">
                {cell.name}: {cell.amount}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Box>
  );
}
