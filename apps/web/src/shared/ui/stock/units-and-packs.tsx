import { type StockUnit, unitsAndPacksParts } from '@homer/contracts/stock-quantity';

/**
 * A stock quantity as every screen shows it: units and packs together. Neither half is ever broken, but on a
 * narrow screen the packs may go to the next line rather than widen the page.
 */
export function UnitsAndPacks({ units, unit }: { units: number; unit: StockUnit }) {
  const parts = unitsAndPacksParts(units, unit);
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{parts.units}</span>
      {parts.packs && (
        <>
          {' '}
          <span style={{ whiteSpace: 'nowrap' }}>{parts.packs}</span>
        </>
      )}
    </span>
  );
}
