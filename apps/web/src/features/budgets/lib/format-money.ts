const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Display only: money stays an exact decimal string everywhere else. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return usd.format(Number(value));
}
