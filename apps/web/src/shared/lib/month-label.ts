/** 'YYYY-MM' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(year, m - 1, 1).toLocaleString('en-US', { month: 'short', year: 'numeric' });
}
