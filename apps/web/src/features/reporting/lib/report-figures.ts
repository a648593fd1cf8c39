import {
  type LedgerMovementType,
  ledgerMovementTypes,
  type RepackYieldResponse,
  type StockLedgerResponse,
} from '@homer/contracts/reports';

/** Movement types that only ever take stock away: the report counts them as positive units out. */
const outTypes: ReadonlySet<LedgerMovementType> = new Set(['shipped', 'transfersOut']);

/** One bar of a report's chart: what it counts, and its figure. */
export type ChartBar = { label: string; value: number };

/**
 * The ledger's movements as signed units, in the contract's order: in above zero, out below it. Net types keep
 * their own sign, so opening plus every bar is closing.
 */
export function ledgerFlows(totals: StockLedgerResponse['totals']): ChartBar[] {
  return ledgerMovementTypes.map(({ key, label }) => ({
    label,
    // `|| 0`: no stock out is 0, not -0 (which would read "-0").
    value: outTypes.has(key) ? -Math.abs(totals[key]) || 0 : totals[key],
  }));
}

/** Units signed as a movement reads: "+20", "-3", "0". */
export function signedUnits(units: number): string {
  return `${units > 0 ? '+' : ''}${units.toLocaleString('en-US')}`;
}

/** Money as the contracts carry it in reports (a number of dollars) as the screens' money text takes it. */
export const moneyAmount = (dollars: number): string => dollars.toFixed(2);

/** Months of stock to one decimal; none (nothing was used) as a dash. */
export function monthsOfStockText(months: number | null): string {
  return months === null
    ? '—'
    : months.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

const countScopes: ReadonlyMap<string, string> = new Map([
  ['all', 'Every lot'],
  ['products', 'Chosen products'],
]);

/** What a stock count counted, in words: every lot at its site, or the products chosen; an unknown scope as given. */
export const countScopeLabel = (scope: string): string => countScopes.get(scope) ?? scope;

/** "1 lot", "3 lots"; a word whose plural is not an added "s" gives it ("2 repositories"). */
export const countOf = (n: number, word: string, plural = `${word}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : plural}`;

/**
 * A percent to one decimal ("98.0%"): a repack's yield, a count's accuracy. None (nothing was taken, or counted) as
 * a dash.
 */
export function percentText(percent: number | null): string {
  return percent === null ? '—' : `${percent.toFixed(1)}%`;
}

/**
 * Where the bulk units the jobs took went, in units: into cards, waste or samples (what the three leave of the
 * units taken is what became cards).
 */
export function repackUse(totals: RepackYieldResponse['totals']): ChartBar[] {
  return [
    { label: 'Cards', value: totals.unitsTaken - totals.wasteUnits - totals.sampleUnits },
    { label: 'Waste', value: totals.wasteUnits },
    { label: 'Samples', value: totals.sampleUnits },
  ];
}
