import type { StockCountLine } from '@homer/contracts/stock-counts';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Text } from '@mantine/core';

/** A line's variance, signed, in units and packs; said in words as well as colour. */
export function Variance({ line }: { line: StockCountLine }) {
  if (line.variance === null)
    return (
      <Text size="sm" c="dimmed">
        Not counted
      </Text>
    );
  const unit = { dispensingUnit: line.dispensingUnit, packSize: line.packSize };
  if (line.variance === 0) return <Text size="sm">No variance</Text>;
  const sign = line.variance > 0 ? '+' : '';
  return (
    <Text size="sm" fw={600} c={line.variance > 0 ? 'blue.9' : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
      {sign}
      {formatUnitsAndPacks(line.variance, unit)} {line.variance > 0 ? 'over' : 'short'}
    </Text>
  );
}
