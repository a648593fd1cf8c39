import type { Budget } from '@homer/contracts/ba-budgets';
import { Button, Stack, Text } from '@mantine/core';

/** Spec: a row lists its first 3 funds; more open the Funds modal. */
const shownFunds = 3;

export function FundsCell({ budget, onViewAll }: { budget: Budget; onViewAll: (budget: Budget) => void }) {
  const { funds } = budget;
  return (
    // Long fund names wrap inside the column instead of widening the table (or a phone's card).
    <Stack gap={2} align="flex-start" maw={220}>
      {funds.slice(0, shownFunds).map((fund) => (
        <Text key={fund.fundId} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {fund.fundNumber} - {fund.fundName}
        </Text>
      ))}
      {funds.length > shownFunds && (
        <Button size="compact-xs" variant="light" onClick={() => onViewAll(budget)}>
          View {funds.length} Funds
        </Button>
      )}
    </Stack>
  );
}
