import {
  type MfOrder,
  type MfOrderRow,
  type MfPatientResponse,
  type MfPatientRow,
  mfMessages as m,
  metabolicFormulaPaths as paths,
} from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tallahasseeAddress } from '../../test/verified-address.ts';
import { mfTestContext } from './mf-test-setup.ts';

const c = mfTestContext();
const { t, who, p } = c;

let early = 0;
let late = 0;
beforeAll(async () => {
  // FEFO: the early lot first, then the late one; the satellite's lot and the expired-soonest lot of the other
  // product are not this order's.
  ({ lotId: late } = await c.stock(p.formula, 'PX-LATE', '2031-06-30', 500));
  ({ lotId: early } = await c.stock(p.formula, 'PX-EARLY', '2029-01-31', 100));
  await c.stock(p.formula, 'PX-SAT', '2028-01-31', 400, t.f.satellite);
  await c.stock(p.food, 'LP-1', '2030-01-31', 80);
});

const onHand = async (lotId: number) => {
  const { rows } = await t.ctx.db.execute<{ onHand: number; allocated: number }>(
    sql`select on_hand as "onHand", allocated from stock_lots where id = ${lotId}`,
  );
  return rows[0];
};

describe('a formula patient from enrolment to a shipped order', () => {
  it('enrols, is found eligible, is prescribed, orders, and ships first expiry first', async () => {
    const enrol = await c.post(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ firstName: 'Grace', lastName: 'Hopper' }),
    );
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(enrol.json().message).toBe(m.enrolled);
    const patientId = enrol.json().value as number;

    const decided = await c.post(who.pharmacist, paths.decide, {
      patientId,
      eligibility: 'Eligible',
      recertifyBy: c.daysFromToday(300),
      note: 'Insurance denied the formula.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().message).toBe(m.decided);

    for (const [productId, unitsPerMonth] of [
      [p.formula, 200],
      [p.food, 30],
    ] as const) {
      const saved = await c.post(who.staff, paths.savePrescription, {
        id: 0,
        patientId,
        productId,
        unitsPerMonth,
        prescriber: 'Dr. Jane Doe, RD',
        validFrom: `${c.day.lastMonth}-01`,
        validTo: c.daysFromToday(300),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().message).toBe(m.prescriptionSaved);
    }

    // Changing details does not change the decision.
    const changed = await c.post(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ patientId, firstName: 'Grace', lastName: 'Hopper', shippingMethod: 'Overnight' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ value: patientId, message: m.saved });

    const ordered = await c.post(who.staff, paths.createOrder, {
      patientId,
      period: c.day.thisMonth,
      months: 1,
      lines: [
        { productId: p.formula, quantity: 150 },
        { productId: p.food, quantity: 30 },
      ],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().message).toBe(m.ordered);
    const orderId = ordered.json().value as number;
    const orderNumber = `MF-${String(orderId).padStart(6, '0')}`;

    const submitted = (await c.get(who.staff, `${paths.order}/${orderId}`)).json() as MfOrder;
    expect(submitted).toMatchObject({
      orderNumber,
      patientId,
      patientName: 'Hopper, Grace',
      period: c.day.thisMonth,
      months: 1,
      status: 'Submitted',
      shippingMethod: 'Overnight',
      shipTo: tallahasseeAddress.formattedAddress,
      inventorySiteId: t.f.main,
      documentId: null,
      shippedBy: null,
    });
    expect(submitted.shipBy >= c.day.today).toBe(true);
    expect(new Date(`${submitted.shipBy}T00:00:00Z`).getUTCDay() % 6).not.toBe(0);
    expect(submitted.lines.map((l) => [l.productId, l.quantity, l.lots])).toEqual([
      [p.formula, 150, []],
      [p.food, 30, []],
    ]);

    const shipped = await c.post(who.tech, paths.shipOrder, { orderId });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ value: orderId, message: m.shipped });

    expect(await onHand(early)).toEqual({ onHand: 0, allocated: 0 });
    expect(await onHand(late)).toEqual({ onHand: 450, allocated: 0 });
    const order = (await c.get(who.staff, `${paths.order}/${orderId}`)).json() as MfOrder;
    expect(order.status).toBe('Shipped');
    expect(order.shippedBy).toBe('Test mf-tech');
    expect(order.documentId).toBeGreaterThan(0);
    expect(order.lines[0]?.lots).toEqual([
      { lotId: early, lotNumber: 'PX-EARLY', expiryDate: '2029-01-31', quantity: 100 },
      { lotId: late, lotNumber: 'PX-LATE', expiryDate: '2031-06-30', quantity: 50 },
    ]);
    expect(order.lines[1]?.lots.map((lot) => [lot.lotNumber, lot.quantity])).toEqual([['LP-1', 30]]);
    // The shipment is one ledger document of the order's demand, referencing its number.
    const { rows: documents } = await t.ctx.db.execute<{ id: number; reference: string }>(sql`
      select id, reference from stock_documents where demand_kind = 'mf_order' and demand_id = ${orderId}`);
    expect(documents).toEqual([{ id: order.documentId, reference: orderNumber }]);

    const queue = await c.get(
      who.staff,
      `${paths.orders}?pageSize=10&period=${c.day.thisMonth}&status=Shipped`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data as MfOrderRow[]).toEqual([
      expect.objectContaining({
        orderId,
        orderNumber,
        patientName: 'Hopper, Grace',
        units: 180,
        status: 'Shipped',
      }),
    ]);
    const found = await c.get(who.staff, `${paths.patients}?pageSize=10&search=hop`);
    expect(
      (found.json().data as MfPatientRow[]).map((row) => [row.patientId, row.eligibility, row.lapsed]),
    ).toEqual([[patientId, 'Eligible', false]]);
    const page = (await c.get(who.staff, `${paths.patient}?id=${patientId}`)).json() as MfPatientResponse;
    expect(page.enrolment).toMatchObject({
      patientId,
      eligibility: 'Eligible',
      decidedBy: 'Test mf-pharmacist',
      decisionNote: 'Insurance denied the formula.',
      shippingMethod: 'Overnight',
      phone: '8505550101',
      address: { countyName: 'Leon', formattedAddress: tallahasseeAddress.formattedAddress },
    });
    expect(page.prescriptions.map((rx) => [rx.productName, rx.current])).toEqual([
      ['Low-protein pasta', true],
      ['Phenex-2 Amino Acid-Based Medical Food', true],
    ]);
    expect(page.orders.map((row) => [row.orderNumber, row.status, row.units])).toEqual([
      [orderNumber, 'Shipped', 180],
    ]);
    // Every step is in the audit trail under the person who took it.
    const { rows: audited } = await t.ctx.ownerDb.execute<{
      tableName: string;
      field: string;
      changedBy: number;
    }>(sql`
      select table_name as "tableName", field, changed_by as "changedBy" from global_audit
      where (table_name = 'mf_enrolments' and field in ('eligibility', 'shipping_method') and operation = 'UPDATE')
        or (table_name = 'mf_orders' and field = 'status' and entity_id = ${String(orderId)})
      order by id`);
    expect(audited).toEqual([
      { tableName: 'mf_enrolments', field: 'eligibility', changedBy: who.pharmacist.userId },
      { tableName: 'mf_enrolments', field: 'shipping_method', changedBy: who.staff.userId },
      { tableName: 'mf_orders', field: 'status', changedBy: who.staff.userId },
      { tableName: 'mf_orders', field: 'status', changedBy: who.tech.userId },
    ]);
  });
});

describe('the patient list', () => {
  it('finds enrolled patients by last-name prefix, "Last, First", patient # and date of birth; pages by cursor', async () => {
    const ids: Record<string, number> = {};
    // Ordered by last name (any case), then patient #.
    for (const [first, last] of [
      ['Alan', 'Turing'],
      ['Bob', 'turner'],
      ['Alice', 'Turner'],
      ['Carl', 'Tusk'],
    ] as const)
      ids[first] = await c.patient(first, last, { eligible: false });
    const names = async (query: string) => {
      const res = await c.get(who.staff, `${paths.patients}?pageSize=10&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as MfPatientRow[]).map((row) => row.firstName);
    };
    expect(await names('search=TUR')).toEqual(['Alan', 'Bob', 'Alice']);
    expect(await names('search=turn')).toEqual(['Bob', 'Alice']);
    expect(await names(`search=${encodeURIComponent('Turner, al')}`)).toEqual(['Alice']);
    expect(await names(`search=${encodeURIComponent('Tu, c')}`)).toEqual(['Carl']);
    expect(await names(`search=${ids.Bob}`)).toEqual(['Bob']);
    expect(await names('search=99999999999')).toEqual([]);
    expect(await names('search=tu&eligibility=Pending')).toEqual(['Alan', 'Bob', 'Alice', 'Carl']);
    expect(await names('search=tu&eligibility=Eligible')).toEqual([]);
    expect(await names('search=tu&dateOfBirth=2012-04-05')).toHaveLength(4);
    expect(await names('search=tu&dateOfBirth=2012-04-06')).toEqual([]);
    // A patient who is not enrolled (a refill patient) is not listed.
    await t.ctx.db.execute(
      sql`insert into patients (first_name, last_name, date_of_birth) values ('Dan', 'Turbo', '1990-01-01')`,
    );
    expect(await names('search=turb')).toEqual([]);

    for (const first of ['Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim', 'Lea'])
      await c.patient(first, 'Tyler', { eligible: false });
    const walked: string[] = [];
    let cursor = '';
    for (let page = 0; page < 3; page++) {
      const res = await c.get(
        who.staff,
        `${paths.patients}?pageSize=10&search=t${cursor ? `&after=${cursor}` : ''}`,
      );
      expect(res.json().totalRecords).toBe(12);
      walked.push(...(res.json().data as MfPatientRow[]).map((row) => row.firstName));
      cursor = res.json().nextCursor ?? '';
      if (!cursor) break;
    }
    expect(walked).toEqual([
      'Alan',
      'Bob',
      'Alice',
      'Carl',
      'Eve',
      'Fay',
      'Gus',
      'Hal',
      'Ivy',
      'Jon',
      'Kim',
      'Lea',
    ]);
  });
});
