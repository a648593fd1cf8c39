import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import { budgetQuery } from '../api/get-budget.ts';

/** The budget the invoices belong to: name, fiscal year (FYyy/yy) and the figures an invoice moves. */
export function BudgetHeader({ budgetId }: { budgetId: number }) {
  const budget = useQuery(budgetQuery(budgetId)).data;
  if (!budget) return null;
  const figures = [
    ['Allocations', budget.allocatedAmt],
    ['Expenditures YTD', budget.expenditures],
    ['Remaining PO(s) Balance', budget.pOsRemainingBalance],
    ['Available Budget', budget.availableBudget],
  ] as const;
  return (
    <Group gap="lg" wrap="wrap">
      <Text fw={700} size="lg">
        {budget.budgetName} {budget.fiscalYearStr}
      </Text>
      {figures.map(([label, amount]) => (
        <Text key={label} size="sm">
          {label}:{' '}
          <strong>
            <MoneyText amount={amount} />
          </strong>
        </Text>
      ))}
    </Group>
  );
}
