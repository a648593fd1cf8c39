import { formatUnitsAndPacks, type StockUnit } from '@homer/contracts/stock-quantity';

/** A stock quantity as every screen shows it: units and packs together, never broken across lines. */
export function UnitsAndPacks({ units, unit }: { units: number; unit: StockUnit }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatUnitsAndPacks(units, unit)}</span>;
}
