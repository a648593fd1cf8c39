// Free of zod: the web app's money display and the server's messages share it (decision 034).

/**
 * Exact decimal strings ("-1234.5") as "-$1,234.50", without passing through floating point, so what the screen
 * shows is what PostgreSQL computed. Empty values show as nothing.
 */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '';
  const grouped = groupAmount(amount.trim().replace(/^-/, ''));
  const negative = amount.trim().startsWith('-') && /[1-9]/.test(grouped);
  return `${negative ? '-' : ''}$${grouped}`;
}

/** A non-negative decimal string ("250000.5") grouped with two decimals ("250,000.50"), as inputs show it. */
export function groupAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** Whether an exact decimal string is below zero ("-0.00" is not). */
export const isNegativeMoney = (amount: string | null | undefined): boolean =>
  !!amount && amount.trim().startsWith('-') && /[1-9]/.test(amount);
