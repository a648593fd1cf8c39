import { fieldMessages } from '@homer/contracts/fields';
import { mfMessages as m, metabolicFormulaPaths as paths } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../../test/phi-people.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';
import { mfState, mfTestContext } from './mf-test-setup.ts';

const c = mfTestContext();
const { t, who, p } = c;

/** The call is refused with `status` and `message`, and nothing anywhere changed. */
async function expectRefused(person: Person, path: string, body: object, message: string, status = 400) {
  const before = await mfState(t);
  const res = await c.post(person, path, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await mfState(t)).toBe(before);
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const setRecertifyBy = (patientId: number, day: string) =>
  t.ctx.db.execute(sql`update mf_enrolments set recertify_by = ${day}::date where patient_id = ${patientId}`);
const order = (patientId: number, fields: Record<string, unknown> = {}) => ({
  patientId,
  period: c.day.thisMonth,
  months: 1,
  lines: [{ productId: p.formula, quantity: 100 }],
  ...fields,
});

let eligible = 0;
beforeAll(async () => {
  eligible = await c.patient('Emmy', 'Noether', {
    prescribed: [{ productId: p.formula, unitsPerMonth: 120 }],
  });
});

describe('orders refused', () => {
  it('past the prescribed quantity, for a product not prescribed, or not prescribed for the whole period', async () => {
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(eligible, { lines: [{ productId: p.formula, quantity: 121 }] }),
      m.overPrescribed('Phenex-2 Amino Acid-Based Medical Food', 120, 120, 1),
    );
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(eligible, {
        lines: [
          { productId: p.formula, quantity: 100 },
          { productId: p.food, quantity: 1 },
        ],
      }),
      m.notPrescribed('Low-protein pasta'),
    );
    // The prescription ends 300 days from today: a three-month batch eleven months ahead outlasts it.
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(eligible, { period: c.monthFromNow(9), months: 3 }),
      m.notPrescribed('Phenex-2 Amino Acid-Based Medical Food'),
    );
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(eligible, { lines: [{ productId: 999_999, quantity: 1 }] }),
      m.productNotFormula,
    );
  });

  it('for a pending, ineligible, lapsed or not enrolled patient', async () => {
    const pending = await c.patient('Pat', 'Pending', { eligible: false });
    await expectRefused(who.staff, paths.createOrder, order(pending), m.notEligible('Pending'));
    const ineligible = await c.patient('Ian', 'Ineligible', { eligible: false });
    await c.ok(who.pharmacist, paths.decide, {
      patientId: ineligible,
      eligibility: 'Ineligible',
      recertifyBy: '',
      note: 'Moved out of state.',
    });
    await expectRefused(who.staff, paths.createOrder, order(ineligible), m.notEligible('Ineligible'));
    const lapsed = await c.patient('Lee', 'Lapsed', {
      prescribed: [{ productId: p.formula, unitsPerMonth: 120 }],
    });
    await setRecertifyBy(lapsed, c.daysFromToday(-1));
    await expectRefused(who.staff, paths.createOrder, order(lapsed), m.lapsed(usDate(c.daysFromToday(-1))));
    await setRecertifyBy(lapsed, c.daysFromToday(5));
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(lapsed, { period: c.monthFromNow(2) }),
      m.lapsesBeforePeriod(usDate(c.daysFromToday(5))),
    );
    await expectRefused(who.staff, paths.createOrder, order(2_147_483_000), m.patientNotFound, 404);
  });

  it('for a product taken off the programme, and once insurance pays (the decision returns to Pending)', async () => {
    const patient = await c.patient('Ivy', 'Payer', {
      prescribed: [{ productId: p.formula, unitsPerMonth: 120 }],
    });
    await t.ctx.db.execute(sql`update ndc_products set formula_kind = null where id = ${p.formula}`);
    try {
      await expectRefused(who.staff, paths.createOrder, order(patient), m.productNotFormula);
    } finally {
      await t.ctx.db.execute(sql`update ndc_products set formula_kind = 'Formula' where id = ${p.formula}`);
    }
    await c.ok(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ patientId: patient, firstName: 'Ivy', lastName: 'Payer', payerStatus: 'Insured' }),
    );
    await expectRefused(who.staff, paths.createOrder, order(patient), m.notEligible('Pending'));
  });

  it('for a period outside last month to twelve months ahead, or one the patient already has', async () => {
    const patient = await c.patient('Pia', 'Period', {
      prescribed: [{ productId: p.formula, unitsPerMonth: 120 }],
    });
    await setRecertifyBy(patient, '2099-12-31');
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(patient, { period: c.monthFromNow(-2) }),
      m.periodRange,
    );
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(patient, { period: c.monthFromNow(13) }),
      m.periodRange,
    );
    await setRecertifyBy(patient, c.daysFromToday(365));
    const batch = await c.ok(
      who.staff,
      paths.createOrder,
      order(patient, { period: c.day.lastMonth, months: 3 }),
    );
    const taken = m.periodTaken(`MF-${String(batch).padStart(6, '0')}`);
    await expectRefused(who.staff, paths.createOrder, order(patient, { period: c.day.nextMonth }), taken);
    await expectRefused(who.staff, paths.createOrder, order(patient), taken);
    // The month after the batch is free; a cancelled order frees its months.
    await c.ok(who.staff, paths.createOrder, order(patient, { period: c.monthFromNow(2) }));
    await c.ok(who.staff, paths.cancelOrder, { orderId: batch, reason: 'Entered for the wrong months.' });
    await c.ok(who.staff, paths.createOrder, order(patient, { period: c.day.nextMonth }));
  });

  it('with bad input', async () => {
    await expectRefused(who.staff, paths.createOrder, order(eligible, { lines: [] }), m.linesRequired);
    await expectRefused(who.staff, paths.createOrder, order(eligible, { months: 2 }), m.monthsInvalid);
    await expectRefused(who.staff, paths.createOrder, order(eligible, { period: '2026-13' }), m.periodFormat);
    await expectRefused(who.staff, paths.createOrder, order(eligible, { period: '0000-01' }), m.periodFormat);
    await expectRefused(
      who.staff,
      paths.createOrder,
      order(eligible, {
        lines: [
          { productId: p.formula, quantity: 1 },
          { productId: p.formula, quantity: 2 },
        ],
      }),
      m.lineTwice,
    );
  });
});

describe('enrolments refused', () => {
  it('with missing or wrong fields, and nothing stored', async () => {
    const { firstName: _f, ...noFirstName } = c.enrolment();
    await expectRefused(who.staff, paths.saveEnrolment, noFirstName, m.firstNameRequired);
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ dateOfBirth: c.daysFromToday(2) }),
      m.dateOfBirthRange,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ diagnosis: 'Other' }),
      m.diagnosisOtherRequired,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ lastName: 'Nul\u0000l' }),
      fieldMessages.characters,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ patientId: 2_147_483_648 }),
      fieldMessages.idOrZero,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ stateResident: false }),
      m.residencyRequired,
    );
    await expectRefused(who.staff, paths.saveEnrolment, c.enrolment({ phone: '555-0101' }), m.phoneFormat);
  });

  it('with an address that is not found, an inactive pharmacy, a second enrolment of one person', async () => {
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ address: { ...tallahasseeAddress, zip: '99999' } }),
      m.addressNotFound,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ inventorySiteId: p.inactiveSite }),
      m.siteNotFound,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ firstName: 'EMMY', lastName: 'noether' }),
      m.duplicatePatient,
    );
    await expectRefused(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ patientId: 2_147_483_000 }),
      m.patientNotFound,
      404,
    );
  });
});

describe('eligibility decisions refused', () => {
  it('for an insured or non-resident patient, and a recertification date out of range', async () => {
    const patient = await c.ok(
      who.staff,
      paths.saveEnrolment,
      c.enrolment({ firstName: 'Ina', lastName: 'Insured', payerStatus: 'Insured' }),
    );
    const decision = (fields: Record<string, unknown> = {}) => ({
      patientId: patient,
      eligibility: 'Eligible',
      recertifyBy: c.daysFromToday(200),
      note: '',
      ...fields,
    });
    await expectRefused(who.pharmacist, paths.decide, decision(), m.insuredNotEligible);
    await t.ctx.db.execute(sql`update mf_enrolments set payer_status = 'Uninsured', state_resident = false
      where patient_id = ${patient}`);
    await expectRefused(who.pharmacist, paths.decide, decision(), m.notResident);
    await t.ctx.db.execute(sql`update mf_enrolments set state_resident = true where patient_id = ${patient}`);
    await expectRefused(
      who.pharmacist,
      paths.decide,
      decision({ recertifyBy: c.day.today }),
      m.recertifyRange,
    );
    await expectRefused(
      who.pharmacist,
      paths.decide,
      decision({ recertifyBy: c.daysFromToday(430) }),
      m.recertifyRange,
    );
    await expectRefused(who.pharmacist, paths.decide, decision({ recertifyBy: '' }), m.recertifyRequired);
    await expectRefused(
      who.pharmacist,
      paths.decide,
      decision({ eligibility: 'Ineligible' }),
      m.decisionNoteRequired,
    );
    await expectRefused(
      who.pharmacist,
      paths.decide,
      decision({ patientId: 2_147_483_000 }),
      m.patientNotFound,
      404,
    );
    // Found eligible, then ineligible: the recertification date goes with the eligibility.
    await c.ok(who.pharmacist, paths.decide, decision());
    await c.ok(
      who.pharmacist,
      paths.decide,
      decision({ eligibility: 'Ineligible', note: 'Insurance now pays.' }),
    );
    const { rows } = await t.ctx.db.execute<{ eligibility: string; recertifyBy: string | null }>(sql`
      select eligibility, recertify_by as "recertifyBy" from mf_enrolments where patient_id = ${patient}`);
    expect(rows).toEqual([{ eligibility: 'Ineligible', recertifyBy: null }]);
  });
});

describe('prescriptions refused', () => {
  it('overlapping another of the product, of a product not on the programme, or of another patient', async () => {
    const rx = (fields: Record<string, unknown> = {}) => ({
      id: 0,
      patientId: eligible,
      productId: p.formula,
      unitsPerMonth: 60,
      prescriber: 'Dr. Jane Doe, RD',
      validFrom: c.daysFromToday(100),
      validTo: c.daysFromToday(400),
      ...fields,
    });
    await expectRefused(who.staff, paths.savePrescription, rx(), m.productPrescribedTwice);
    await expectRefused(who.staff, paths.savePrescription, rx({ productId: p.other }), m.productNotFormula);
    const other = await c.patient('Otto', 'Other', {
      eligible: false,
      prescribed: [{ productId: p.food, unitsPerMonth: 10 }],
    });
    const { rows } = await t.ctx.db.execute<{ id: number }>(
      sql`select id from mf_prescriptions where patient_id = ${other}`,
    );
    await expectRefused(
      who.staff,
      paths.savePrescription,
      rx({ id: rows[0]?.id, productId: p.food }),
      m.prescriptionNotFound,
    );
    await expectRefused(
      who.staff,
      paths.savePrescription,
      rx({ validFrom: c.daysFromToday(10), validTo: c.daysFromToday(9) }),
      m.validToBeforeFrom,
    );
    // The day after the current one ends is free.
    await c.ok(
      who.staff,
      paths.savePrescription,
      rx({ validFrom: c.daysFromToday(301), validTo: c.daysFromToday(400) }),
    );
  });
});

describe('shipping and cancelling refused', () => {
  it('shipping more than the pharmacy has, a cancelled order, or cancelling twice', async () => {
    const patient = await c.patient('Sal', 'Short', {
      prescribed: [{ productId: p.formula, unitsPerMonth: 120 }],
    });
    await c.stock(p.formula, 'SH-1', '2030-01-31', 40);
    await c.stock(p.formula, 'SH-HELD', '2030-02-28', 500, t.f.satellite);
    const orderId = await c.ok(who.staff, paths.createOrder, order(patient));
    await expectRefused(
      who.tech,
      paths.shipOrder,
      { orderId },
      m.shipShort('Phenex-2 Amino Acid-Based Medical Food', 40),
    );
    await c.ok(who.staff, paths.cancelOrder, { orderId, reason: 'Family moved.' });
    await expectRefused(who.tech, paths.shipOrder, { orderId }, m.wrongStatus('shipped', 'Cancelled'));
    await expectRefused(
      who.staff,
      paths.cancelOrder,
      { orderId, reason: 'Again.' },
      m.wrongStatus('cancelled', 'Cancelled'),
    );
    await expectRefused(who.staff, paths.cancelOrder, { orderId, reason: '' }, m.reasonRequired);
    await expectRefused(who.tech, paths.shipOrder, { orderId: 2_147_483_000 }, m.orderNotFound, 404);

    // An order placed while eligible does not ship once the patient is found ineligible.
    const later = await c.ok(who.staff, paths.createOrder, order(patient, { period: c.monthFromNow(1) }));
    await c.ok(who.pharmacist, paths.decide, {
      patientId: patient,
      eligibility: 'Ineligible',
      recertifyBy: '',
      note: 'Moved out of state.',
    });
    await expectRefused(who.tech, paths.shipOrder, { orderId: later }, m.notEligible('Ineligible'));
    const missing = await c.get(who.staff, `${paths.order}/2147483000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.orderNotFound);
  });
});
