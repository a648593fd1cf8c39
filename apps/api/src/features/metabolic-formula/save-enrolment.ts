import { type MfEnrolmentSave, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { mfEnrolments } from '../../db/schema/metabolic-formula.ts';
import { inventorySites, patients } from '../../db/schema/pharmacy.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { verifyAddress } from '../../integrations/address/verify-address.ts';
import { HttpError } from '../../plugins/errors.ts';

type Saved = { patientId: number; created: boolean };

/**
 * Refuses a second enrolment of one person (first and last name, any case, and date of birth). The advisory lock
 * on that identity makes two enrolments of the same person typed at once queue, so the second sees the first.
 */
async function refuseDuplicate(tx: Tx, form: MfEnrolmentSave): Promise<void> {
  const identity = `${form.firstName.toLowerCase()}|${form.lastName.toLowerCase()}|${form.dateOfBirth}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mf_enrolment'), hashtext(${identity}))`);
  const { rows } = await tx.execute(sql`
    select 1 from patients p join mf_enrolments e on e.patient_id = p.id
    where lower(p.first_name) = lower(${form.firstName}) and lower(p.last_name) = lower(${form.lastName})
      and p.date_of_birth = ${form.dateOfBirth}::date and p.id <> ${form.patientId}
    limit 1`);
  if (rows.length > 0) throw new HttpError(400, m.duplicatePatient);
}

/**
 * POST …/Patients/SaveEnrolment: a new patient and enrolment (patientId 0), or new details of an enrolled one. The
 * ship-to address is verified again here (the browser's copy is only what it was shown), and the eligibility
 * decision stays as it was: changing details is not a review.
 */
export async function saveEnrolment(
  db: Db,
  config: Config,
  actor: { userId: number },
  form: MfEnrolmentSave,
) {
  const { street, secondary, city, state, zip } = form.address;
  const address = await verifyAddress(db, config, { street, secondary, city, state, zip });
  if (!address) throw new HttpError(400, m.addressNotFound);
  return withTx(db, actor, async (tx): Promise<Saved> => {
    const [site] = await tx
      .select({ id: inventorySites.id })
      .from(inventorySites)
      .where(and(eq(inventorySites.id, form.inventorySiteId), eq(inventorySites.isActive, true)));
    if (!site) throw new HttpError(400, m.siteNotFound);
    if (form.patientId > 0) {
      const [enrolled] = await tx
        .select({ id: mfEnrolments.patientId })
        .from(mfEnrolments)
        .where(eq(mfEnrolments.patientId, form.patientId))
        .for('update');
      if (!enrolled) throw new HttpError(404, m.patientNotFound);
    }
    await refuseDuplicate(tx, form);
    const person = {
      firstName: form.firstName,
      lastName: form.lastName,
      dateOfBirth: form.dateOfBirth,
      phone: form.phone || null,
      email: form.email || null,
    };
    const details = {
      diagnosis: form.diagnosis,
      diagnosisOther: form.diagnosis === 'Other' ? form.diagnosisOther : null,
      treatmentCentre: form.treatmentCentre,
      stateResident: form.stateResident,
      payerStatus: form.payerStatus,
      inventorySiteId: form.inventorySiteId,
      shippingMethod: form.shippingMethod,
      street: address.street,
      secondary: address.secondary,
      city: address.city,
      state: address.state,
      zip: address.zip,
      countyId: address.countyId,
      formattedAddress: address.formattedAddress,
    };
    if (form.patientId === 0) {
      const [patient] = await tx.insert(patients).values(person).returning({ id: patients.id });
      if (!patient) throw new Error('patient insert returned nothing');
      await tx.insert(mfEnrolments).values({ patientId: patient.id, ...details, enrolledBy: actor.userId });
      return { patientId: patient.id, created: true };
    }
    await tx
      .update(patients)
      .set({ ...person, updatedAt: sql`now()` })
      .where(eq(patients.id, form.patientId));
    // The programme pays last: a patient whose insurance now pays is no longer eligible until a pharmacist
    // decides again (the decision's own rule refuses Insured).
    const insured =
      form.payerStatus === 'Insured'
        ? { eligibility: 'Pending' as const, recertifyBy: null, decidedBy: null, decidedAt: null }
        : {};
    await tx
      .update(mfEnrolments)
      .set({ ...details, ...insured, updatedAt: sql`now()` })
      .where(eq(mfEnrolments.patientId, form.patientId));
    return { patientId: form.patientId, created: false };
  });
}
