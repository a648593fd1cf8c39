import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';

/** The power-mode panel's inputs (spec document 3 §2), already validated by poListQuerySchema. */
export type PowerModeInputs = {
  testAllocation?: string | undefined;
  testMultiplier?: string | undefined;
  testRandomize: boolean;
};
export type BudgetLevels = { allocatedAmt: string; lowBudgetLevel: string; isLowBudgetLevelPercent: boolean };

/** Exact hundredths of a decimal string ("12.5" → 1250n): money in cents, percents and multipliers alike. */
function hundredths(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

function formatHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** n / d rounded half away from zero (as PostgreSQL's round), for d > 0. */
function divRound(n: bigint, d: bigint): bigint {
  const half = d / 2n;
  return n >= 0n ? (n + half) / d : -((-n + half) / d);
}

/**
 * Test figures for the power-mode panel, computed from the real ones and never written anywhere.
 * - testMultiplier scales PO values and expenditures (and the allocation, unless testAllocation is given);
 * - testAllocation replaces the budget's allocation, which moves the remaining-PO percent;
 * - testRandomize spends a random 0–110 % of each PO, so under-threshold and overspent rows show up.
 * The threshold and percent follow the same rules as the po_figures view, in exact integer arithmetic.
 */
export function simulatePurchaseOrders(
  rows: readonly PurchaseOrder[],
  levels: BudgetLevels,
  inputs: PowerModeInputs,
  random: () => number = Math.random,
): PurchaseOrder[] {
  const multiplier = hundredths(inputs.testMultiplier ?? '1');
  const scale = (amount: string) => divRound(hundredths(amount) * multiplier, 100n);
  const allocation = inputs.testAllocation ? hundredths(inputs.testAllocation) : scale(levels.allocatedAmt);
  const level = hundredths(levels.lowBudgetLevel);
  return rows.map((po) => {
    const value = scale(po.poValue);
    // Hundredths of a percent, 0..10999: up to 10 % overspent.
    const spent = inputs.testRandomize
      ? divRound(value * BigInt(Math.floor(random() * 11000)), 10000n)
      : scale(po.expendituresYtd);
    const remaining = value - spent;
    const below = levels.isLowBudgetLevelPercent ? remaining * 10000n < value * level : remaining < level;
    return {
      ...po,
      poValue: formatHundredths(value),
      expendituresYtd: formatHundredths(spent),
      remainingPoBalance: formatHundredths(remaining),
      remainingPoPercent: allocation > 0n ? formatHundredths(divRound(remaining * 10000n, allocation)) : null,
      belowPOLevelThreshold: below,
    };
  });
}
