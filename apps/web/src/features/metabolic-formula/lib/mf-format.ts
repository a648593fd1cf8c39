/** A period's month, YYYY-MM, as the app writes dates: MM/YYYY. */
export function periodLabel(period: string): string {
  return /^\d{4}-\d{2}$/.test(period) ? `${period.slice(5, 7)}/${period.slice(0, 4)}` : period;
}

/** The month `add` months after a YYYY-MM month. */
export function addMonths(period: string, add: number): string {
  const index = Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1 + add;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** An order's period, its first month to its last: '07/2026' or '07/2026 – 09/2026'. */
export function periodSpan(period: string, months: number): string {
  if (months <= 1 || !/^\d{4}-\d{2}$/.test(period)) return periodLabel(period);
  return `${periodLabel(period)} – ${periodLabel(addMonths(period, months - 1))}`;
}

/** The month after today's (the reader's calendar): what a new order is for unless changed. */
export function nextPeriod(today: Date): string {
  const month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  return addMonths(month, 1);
}

/** A patient as the lists write one: 'Last, First'. */
export const patientName = (p: { firstName: string; lastName: string }) => `${p.lastName}, ${p.firstName}`;
