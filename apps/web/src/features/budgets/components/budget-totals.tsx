import type { Budget } from '@homer/contracts/ba-budgets';
import { Paper, Table } from '@mantine/core';
import { formatMoney } from '../../../shared/lib/format-money.ts';
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
 * on screen (the list's summary slot), summed exactly.
 */
export function BudgetTotals({ rows }: { rows: readonly Budget[] }) {
  return (
    <Paper withBorder p="xs">
      <Table aria-label="Totals" layout="fixed" withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Totals</Table.Th>
            {figures.map((f) => (
              <Table.Th key={f.title} scope="col">
                {f.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{rows.length === 1 ? '1 budget' : `${rows.length} budgets`}</Table.Th>
            {figures.map((f) => (
              <Table.Td key={f.title}>{formatMoney(sumMoney(rows.map(f.value)))}</Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
