import type { Budget } from '@homer/contracts/ba-budgets';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/lib/format-money.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';

/** The spec's KPI names (Budget POs panel): the same figures, for one budget. */
const figures: readonly { label: string; value: (b: Budget) => ReactNode }[] = [
  { label: 'Allocations (A)', value: (b: Budget) => formatMoney(b.allocatedAmt) },
  { label: 'Expenditures YTD (B)', value: (b: Budget) => formatMoney(b.expenditures) },
  { label: 'Remaining PO(s) Balance (C)', value: (b: Budget) => formatMoney(b.pOsRemainingBalance) },
  {
    label: 'Remaining PO(s) Percent (D)',
    value: (b: Budget) => (b.remainingPoPercent === null ? '—' : `${b.remainingPoPercent}%`),
  },
  { label: 'Available Budget (E)', value: (b: Budget) => <MoneyText amount={b.availableBudget} /> },
];

export function BudgetFigures({ budget }: { budget: Budget }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" component="dl" m={0}>
      {figures.map((f) => (
        <Paper key={f.label} withBorder p="sm">
          <Text component="dt" size="sm" fw={600}>
            {f.label}
          </Text>
          <Text component="dd" m={0} size="lg">
            {f.value(budget)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
