import {
  type MfPatientResponse,
  type MfProductKind,
  mfMessages as m,
  mfRecertifyWarningDays,
} from '@homer/contracts/metabolic-formula';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { isoText, isoTextOrNull } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { mfEnrolments, mfOrders, mfPrescriptions } from '../../db/schema/metabolic-formula.ts';
import { inventorySites, ndcProducts, patients } from '../../db/schema/pharmacy.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mfOrderNumber } from './order-number.ts';
import { orderRowColumns } from './order-row.ts';
import { programmeToday } from './programme-today.ts';

const e = mfEnrolments;
const rx = mfPrescriptions;

/** The patient page lists this many orders; the queue, filtered to the patient's name, has them all. */
const newestOrders = 50;

/** GET …/Patients/GetPatient?id=: the enrolment, every prescription (newest first) and the newest orders. */
export async function getMfPatient(db: Queryable, patientId: number): Promise<MfPatientResponse> {
  const [enrolment] = await db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      phone: patients.phone,
      email: patients.email,
      diagnosis: e.diagnosis,
      diagnosisOther: e.diagnosisOther,
      treatmentCentre: e.treatmentCentre,
      stateResident: e.stateResident,
      payerStatus: e.payerStatus,
      inventorySiteId: e.inventorySiteId,
      inventorySiteName: inventorySites.name,
      shippingMethod: e.shippingMethod,
      street: e.street,
      secondary: e.secondary,
      city: e.city,
      state: e.state,
      zip: e.zip,
      countyName: counties.name,
      countyId: e.countyId,
      formattedAddress: e.formattedAddress,
      eligibility: e.eligibility,
      decidedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      decidedAt: isoTextOrNull(e.decidedAt),
      decisionNote: e.decisionNote,
      recertifyBy: e.recertifyBy,
      lapsed: sql<boolean>`(${e.eligibility} = 'Eligible' and ${e.recertifyBy} < ${programmeToday})`,
      recertifyDueSoon: sql<boolean>`(${e.eligibility} = 'Eligible' and ${e.recertifyBy} >= ${programmeToday}
        and ${e.recertifyBy} <= ${programmeToday} + ${mfRecertifyWarningDays}::int)`,
      enrolledAt: isoText(e.enrolledAt),
    })
    .from(e)
    .innerJoin(patients, eq(patients.id, e.patientId))
    .innerJoin(inventorySites, eq(inventorySites.id, e.inventorySiteId))
    .innerJoin(counties, eq(counties.id, e.countyId))
    .leftJoin(users, eq(users.id, e.decidedBy))
    .where(eq(e.patientId, patientId));
  if (!enrolment) throw new HttpError(404, m.patientNotFound);
  const [prescriptions, orders] = await Promise.all([
    db
      .select({
        id: rx.id,
        productId: ndcProducts.id,
        productName: ndcProducts.productName,
        ndc: ndcProducts.ndc,
        // A product taken off the programme keeps its prescriptions readable as the kind it was prescribed as.
        productKind: sql<MfProductKind>`coalesce(${ndcProducts.formulaKind}, 'Formula')`,
        dispensingUnit: ndcProducts.dispensingUnit,
        unitsPerMonth: rx.unitsPerMonth,
        prescriber: rx.prescriber,
        validFrom: rx.validFrom,
        validTo: rx.validTo,
        current: sql<boolean>`(${rx.validFrom} <= ${programmeToday} and ${rx.validTo} >= ${programmeToday})`,
      })
      .from(rx)
      .innerJoin(ndcProducts, eq(ndcProducts.id, rx.ndcProductId))
      .where(eq(rx.patientId, patientId))
      .orderBy(desc(rx.validFrom), asc(ndcProducts.productName), asc(rx.id)),
    db
      .select(orderRowColumns)
      .from(mfOrders)
      .innerJoin(patients, eq(patients.id, mfOrders.patientId))
      .where(eq(mfOrders.patientId, patientId))
      .orderBy(desc(mfOrders.periodStart), desc(mfOrders.id))
      .limit(newestOrders),
  ]);
  const { street, secondary, city, state, zip, countyName, countyId, formattedAddress, ...rest } = enrolment;
  return {
    enrolment: {
      ...rest,
      address: { street, secondary, city, state, zip, countyName, countyId, formattedAddress },
    },
    prescriptions,
    orders: orders.map((row) => ({ ...row, orderNumber: mfOrderNumber(row.orderId) })),
  };
}
