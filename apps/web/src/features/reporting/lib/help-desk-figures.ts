import { attainment } from '@homer/contracts/programme-reports';

/** An SLA's attainment in percent to one decimal ("92.5%"); none (nothing measured yet) as a dash. */
export function attainmentText(met: number, measured: number): string {
  const percent = attainment(met, measured);
  return percent === null ? '—' : `${percent.toFixed(1)}%`;
}

/** The tickets behind an attainment ("37 of 40 met"); nothing when none was measured. */
export function attainmentBasis(met: number, measured: number): string | null {
  return measured === 0 ? null : `${met.toLocaleString('en-US')} of ${measured.toLocaleString('en-US')} met`;
}

/** A survey rating (1 to 5) to two decimals, as the feedback report showed it; none as a dash. */
export function ratingText(average: number | null): string {
  return average === null ? '—' : average.toFixed(2);
}
