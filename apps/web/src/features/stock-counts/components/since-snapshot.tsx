import type { StockCountLine } from '@homer/contracts/stock-counts';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Text } from '@mantine/core';

/** What moved in and out of the lot since the count's snapshot: "+12 … in / −5 … out", or "None". */
export function SinceSnapshot({ line }: { line: StockCountLine }) {
  const unit = { dispensingUnit: line.dispensingUnit, packSize: line.packSize };
  const parts = [
    line.receivedSince > 0 ? `+${formatUnitsAndPacks(line.receivedSince, unit)} in` : null,
    line.shippedSince > 0 ? `−${formatUnitsAndPacks(line.shippedSince, unit)} out` : null,
  ].filter(Boolean);
  if (parts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Text size="sm" title="Posted to the lot since the count started">
      {parts.join(' / ')}
    </Text>
  );
}
