import { groupAmount } from '@homer/contracts/ba-money';

// One formatter for the screens and the server's messages (contracts/ba-money.ts).
export { formatMoney, isNegativeMoney } from '@homer/contracts/ba-money';

/** A percent figure ("19.99") as "19.99%"; no allocation means no percent. */
export function formatPercent(value: string | null): string {
  return value === null ? 'N/A' : `${value}%`;
}

const amountPattern = /^\d{1,13}(\.\d{1,2})?$/;

/** What a money input holds, without the decoration it shows or the user typed ("$250,000.00" → "250000.00"). */
export const plainAmount = (text: string): string => text.replace(/[$,\s]/g, '');

/**
 * How a money input shows an amount when it is not being typed in: grouped with two decimals, as the same amount
 * reads outside inputs ("250000" → "250,000.00", the "$" being the input's own section). Text that is not an
 * amount is shown as typed, so its error makes sense.
 */
export const inputAmount = (value: string): string =>
  amountPattern.test(plainAmount(value)) ? groupAmount(plainAmount(value)) : value;
