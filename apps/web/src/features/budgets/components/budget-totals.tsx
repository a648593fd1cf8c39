import type { Budget } from '@homer/contracts/ba-budgets';
import { Box, Paper, Text } from '@mantine/core';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import { sumMoney } from '../lib/sum-money.ts';

const figures = [
  { title: 'Allocations', value: (b: Budget) => b.allocatedAmt },
  { title: 'Expenditures', value: (b: Budget) => b.expenditures },
  { title: 'Available Budget', value: (b: Budget) => b.availableBudget },
  { title: 'PO Value', value: (b: Budget) => b.currentPOsValue },
  { title: 'PO Balance', value: (b: Budget) => b.pOsRemainingBalance },
] as const;

/**
 * Spec: "A Totals row sums allocations, expenditures, available budget, PO value and PO balance", over the rows
 * on screen (the list's summary slot), summed exactly. A grid of name-over-amount pairs: as many per line as fit,
 * so amounts never overlap on a phone (issue 10).
 */
export function BudgetTotals({ rows }: { rows: readonly Budget[] }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label="Totals">
      <Box
        component="dl"
        m={0}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          gap: '8px 16px',
        }}
      >
        <div>
          <Text component="dt" size="sm" fw={700}>
            Totals
          </Text>
          <Text component="dd" m={0}>
            {rows.length === 1 ? '1 budget' : `${rows.length} budgets`}
          </Text>
        </div>
        {figures.map((f) => (
          <div key={f.title}>
            <Text component="dt" size="sm" fw={700}>
              {f.title}
            </Text>
            <Text component="dd" m={0} data-total={f.title}>
              <MoneyText amount={sumMoney(rows.map(f.value))} />
            </Text>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
