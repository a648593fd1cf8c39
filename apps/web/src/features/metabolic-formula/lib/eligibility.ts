import { type MfEnrolment, type MfPatientRow, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { usDate } from '../../../shared/lib/us-date.ts';

/** What the eligibility badge says: an eligible patient past the recertification date has lapsed. */
export type EligibilityShown = MfPatientRow['eligibility'] | 'Lapsed';

export function eligibilityShown(patient: Pick<MfPatientRow, 'eligibility' | 'lapsed'>): EligibilityShown {
  return patient.lapsed ? 'Lapsed' : patient.eligibility;
}

/** The warning the Eligibility section shows: lapsed, or recertification due within the warning days. */
export function recertifyNotice(
  enrolment: Pick<MfEnrolment, 'lapsed' | 'recertifyDueSoon' | 'recertifyBy'>,
): string | null {
  if (!enrolment.recertifyBy) return null;
  const date = usDate(enrolment.recertifyBy);
  if (enrolment.lapsed) return m.lapsed(date);
  if (enrolment.recertifyDueSoon)
    return `Recertify this patient by ${date}: the enrolment lapses then and no further orders can be placed.`;
  return null;
}
