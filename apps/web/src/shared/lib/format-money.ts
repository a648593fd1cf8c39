/**
 * Exact decimal strings from the API ("-1234.5") as "-$1,234.50", without passing through floating point,
 * so what the screen shows is what PostgreSQL computed. Empty values show as nothing.
 */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '';
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^-/, '').split('.');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const isZero = /^0*$/.test(whole) && /^0*$/.test(cents);
  return `${negative && !isZero ? '-' : ''}$${grouped}.${cents}`;
}

/** A percent figure ("19.99") as "19.99%"; no allocation means no percent. */
export function formatPercent(value: string | null): string {
  return value === null ? 'N/A' : `${value}%`;
}
