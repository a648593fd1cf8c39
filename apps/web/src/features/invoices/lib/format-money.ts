const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A money string from the API ("1234.5") as US dollars ("$1,234.50"), for display only. The string goes to
 * Intl as a decimal literal, so no cent is lost to floating point on the way.
 */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return usd.format(amount as Intl.StringNumericLiteral);
}
