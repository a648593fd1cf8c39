import '@mantine/charts/styles.css';
import type { Budget } from '@homer/contracts/ba-budgets';
import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { MoneyText } from '../money-text.tsx';
import { allocationLabel, donutCells } from './budget-figures.ts';

/**
 * The KPI doughnut: B, C and E around the allocation, and an overrun beyond it (see donutCells). Its own chunk,
 * since recharts is most of the page's weight.
 */
export default function BudgetFiguresDonut({ budget }: { budget: Budget }) {
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
                {cell.name}: <MoneyText amount={cell.amount} />
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Box>
  );
}
