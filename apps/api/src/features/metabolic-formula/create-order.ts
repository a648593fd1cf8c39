import { type MfEligibility, type MfOrderCreate, mfMessages as m } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { mfOrderLines } from '../../db/schema/metabolic-formula.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { firstBusinessDay } from './first-business-day.ts';
import { mfOrderNumber } from './order-number.ts';
import { programmeToday } from './programme-today.ts';

const thisMonth = sql`date_trunc('month', ${programmeToday}::timestamp)::date`;

type Enrolment = {
  eligibility: MfEligibility;
  recertifyBy: string | null;
  lapsed: boolean;
  lapsesBeforePeriod: boolean;
  periodInRange: boolean;
};

/**
 * The enrolment, locked: two orders for one patient queue here, so the second sees the first's period. Read
 * with it, as of the programme's today: whether it has lapsed, lapses before the period, and whether the period
 * is one that may be ordered (last month to twelve months ahead).
 */
async function lockedEnrolment(tx: Tx, patientId: number, periodStart: string): Promise<Enrolment> {
  const { rows } = await tx.execute<Enrolment>(sql`
    select eligibility, to_char(recertify_by, 'MM/DD/YYYY') as "recertifyBy",
      coalesce(recertify_by < ${programmeToday}, false) as lapsed,
      coalesce(recertify_by < ${periodStart}::date, false) as "lapsesBeforePeriod",
      ${periodStart}::date between (${thisMonth} - interval '1 month')::date
        and (${thisMonth} + interval '12 months')::date as "periodInRange"
    from mf_enrolments where patient_id = ${patientId}
    for update of mf_enrolments`);
  const enrolment = rows[0];
  if (!enrolment) throw new HttpError(404, m.patientNotFound);
  return enrolment;
}

function refuseEnrolment(enrolment: Enrolment): void {
  if (enrolment.eligibility !== 'Eligible') throw new HttpError(400, m.notEligible(enrolment.eligibility));
  const recertifyBy = enrolment.recertifyBy ?? '';
  if (enrolment.lapsed) throw new HttpError(400, m.lapsed(recertifyBy));
  if (enrolment.lapsesBeforePeriod) throw new HttpError(400, m.lapsesBeforePeriod(recertifyBy));
  if (!enrolment.periodInRange) throw new HttpError(400, m.periodRange);
}

/** Another order of the patient (not cancelled) whose months meet the new period's. */
async function refuseOverlap(tx: Tx, form: MfOrderCreate, periodStart: string): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from mf_orders
    where patient_id = ${form.patientId} and status <> 'Cancelled'
      and period_start < ${periodStart}::date + ${form.months}::int * interval '1 month'
      and period_start + months * interval '1 month' > ${periodStart}::date
    order by period_start, id limit 1`);
  const taken = rows[0];
  if (taken) throw new HttpError(400, m.periodTaken(mfOrderNumber(taken.id)));
}

type Line = {
  productId: number;
  productName: string | null;
  prescriptionId: number | null;
  unitsPerMonth: number | null;
};

/**
 * Each line's prescription: the patient's prescription of the product valid on every day of the period (from its
 * first day to the day before the next period). Prescriptions of one product never overlap, so there is one.
 */
async function prescribedLines(tx: Tx, form: MfOrderCreate, periodStart: string) {
  const { rows } = await tx.execute<Line>(sql`
    select l.product_id as "productId", p.product_name as "productName", r.id as "prescriptionId",
      r.units_per_month as "unitsPerMonth"
    from unnest(${idArray(form.lines.map((line) => line.productId))}) with ordinality as l(product_id, n)
      left join ndc_products p on p.id = l.product_id and p.is_active and p.formula_kind is not null
      left join lateral (
        select r.id, r.units_per_month from mf_prescriptions r
        where r.patient_id = ${form.patientId} and r.ndc_product_id = l.product_id
          and r.valid_from <= ${periodStart}::date
          and r.valid_to >= (${periodStart}::date + ${form.months}::int * interval '1 month' - interval '1 day')::date
        order by r.id limit 1) r on true
    order by l.n`);
  return form.lines.map((line, i) => {
    const found = rows[i];
    if (!found?.productName) throw new HttpError(400, m.productNotFormula);
    if (found.prescriptionId === null || found.unitsPerMonth === null)
      throw new HttpError(400, m.notPrescribed(found.productName));
    const allowed = found.unitsPerMonth * form.months;
    if (line.quantity > allowed)
      throw new HttpError(
        400,
        m.overPrescribed(found.productName, allowed, found.unitsPerMonth, form.months),
      );
    return { ...line, prescriptionId: found.prescriptionId };
  });
}

/**
 * POST …/Orders/Create, in one transaction: the enrolment must be eligible and current through the period's start,
 * the period free of the patient's other orders, and every product prescribed for the whole period in at most the
 * prescribed quantity. The order keeps the enrolment's pharmacy, shipping method and address as they are now, and
 * ships by the first business day from the later of today and the period's first day.
 */
export async function createMfOrder(db: Db, actor: { userId: number }, form: MfOrderCreate): Promise<number> {
  const periodStart = `${form.period}-01`;
  return withTx(db, actor, async (tx) => {
    refuseEnrolment(await lockedEnrolment(tx, form.patientId, periodStart));
    await refuseOverlap(tx, form, periodStart);
    const lines = await prescribedLines(tx, form, periodStart);
    const shipFrom = sql`greatest(${programmeToday}, ${periodStart}::date)`;
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into mf_orders (patient_id, period_start, months, inventory_site_id, shipping_method, ship_to, ship_by,
        created_by)
      select patient_id, ${periodStart}::date, ${form.months}::smallint, inventory_site_id, shipping_method,
        formatted_address, ${firstBusinessDay(shipFrom)}::date, ${actor.userId}::int
      from mf_enrolments where patient_id = ${form.patientId}
      returning id`);
    const orderId = rows[0]?.id;
    if (orderId === undefined) throw new Error('order insert returned nothing');
    await tx.insert(mfOrderLines).values(
      lines.map((line) => ({
        orderId,
        prescriptionId: line.prescriptionId,
        ndcProductId: line.productId,
        quantity: line.quantity,
      })),
    );
    return orderId;
  });
}
