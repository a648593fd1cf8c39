import { type MfPrescriptionSave, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { mfPrescriptions } from '../../db/schema/metabolic-formula.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * POST …/Prescriptions/Save: a new prescription (id 0) or a change of one. Only a formula or low-protein food on
 * the formulary is prescribed, and a product has one prescription at a time: an order checks its quantity against
 * the one prescription valid for its whole period. The enrolment row is locked, so two saves for one patient queue
 * and the second sees the first's dates.
 */
export async function savePrescription(db: Db, actor: { userId: number }, form: MfPrescriptionSave) {
  return withTx(db, actor, async (tx): Promise<number> => {
    const { rows: enrolled } = await tx.execute(
      sql`select 1 from mf_enrolments where patient_id = ${form.patientId} for update`,
    );
    if (enrolled.length === 0) throw new HttpError(404, m.patientNotFound);
    const { rows: product } = await tx.execute(sql`
      select 1 from ndc_products where id = ${form.productId} and is_active and formula_kind is not null`);
    if (product.length === 0) throw new HttpError(400, m.productNotFormula);
    if (form.id > 0) {
      const { rows: own } = await tx.execute(
        sql`select 1 from mf_prescriptions where id = ${form.id} and patient_id = ${form.patientId}`,
      );
      if (own.length === 0) throw new HttpError(400, m.prescriptionNotFound);
    }
    const { rows: overlapping } = await tx.execute(sql`
      select 1 from mf_prescriptions
      where patient_id = ${form.patientId} and ndc_product_id = ${form.productId} and id <> ${form.id}
        and valid_from <= ${form.validTo}::date and valid_to >= ${form.validFrom}::date
      limit 1`);
    if (overlapping.length > 0) throw new HttpError(400, m.productPrescribedTwice);
    const values = {
      ndcProductId: form.productId,
      unitsPerMonth: form.unitsPerMonth,
      prescriber: form.prescriber,
      validFrom: form.validFrom,
      validTo: form.validTo,
    };
    if (form.id > 0) {
      await tx.update(mfPrescriptions).set(values).where(eq(mfPrescriptions.id, form.id));
      return form.id;
    }
    const [row] = await tx
      .insert(mfPrescriptions)
      .values({ ...values, patientId: form.patientId, createdBy: actor.userId })
      .returning({ id: mfPrescriptions.id });
    if (!row) throw new Error('prescription insert returned nothing');
    return row.id;
  });
}
