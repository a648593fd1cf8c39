import { type MfDecision, mfMessages as m, mfLimits } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { programmeToday } from './programme-today.ts';

/**
 * POST …/Patients/DecideEligibility: the pharmacist's decision. The programme pays last, for residents only, so an
 * eligible patient is a resident whose insurance denied or used up the benefit, recertified at most 13 months
 * ahead; an ineligible one keeps no recertification date.
 */
export async function decideEligibility(db: Db, actor: { userId: number }, form: MfDecision): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const { rows } = await tx.execute<{ stateResident: boolean; payerStatus: string; inRange: boolean }>(sql`
      select state_resident as "stateResident", payer_status as "payerStatus",
        (${form.recertifyBy || null}::date > ${programmeToday}
          and ${form.recertifyBy || null}::date <= ${programmeToday} + ${mfLimits.recertifyMonths}::int * interval '1 month') as "inRange"
      from mf_enrolments where patient_id = ${form.patientId}
      for update`);
    const enrolment = rows[0];
    if (!enrolment) throw new HttpError(404, m.patientNotFound);
    const eligible = form.eligibility === 'Eligible';
    if (eligible) {
      if (!enrolment.stateResident) throw new HttpError(400, m.notResident);
      if (enrolment.payerStatus === 'Insured') throw new HttpError(400, m.insuredNotEligible);
      if (!enrolment.inRange) throw new HttpError(400, m.recertifyRange);
    }
    await tx.execute(sql`
      update mf_enrolments set eligibility = ${form.eligibility},
        recertify_by = ${eligible ? form.recertifyBy : null}::date, decided_by = ${actor.userId},
        decided_at = now(), decision_note = ${form.note || null}, updated_at = now()
      where patient_id = ${form.patientId}`);
  });
}
