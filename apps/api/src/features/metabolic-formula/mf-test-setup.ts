import { Module, Role } from '@homer/contracts/access';
import { metabolicFormulaPaths as paths } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { inventorySites, ndcProducts } from '../../db/schema/pharmacy.ts';
import { receive, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createPhiPeople, type Person } from '../../test/phi-people.ts';
import { bearer } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';

/** Who works the programme, and who may not. Every PHI caller has MFA and the inactivity timeout unless named. */
const people = {
  staff: { module: Module.MetabolicFormula, role: Role.User },
  tech: { module: Module.MetabolicFormula, role: Role.Technician },
  pharmacist: { module: Module.MetabolicFormula, role: Role.Pharmacist },
  outsider: { module: Module.Inventory, role: Role.SystemAdmin },
  noMfa: { module: Module.MetabolicFormula, role: Role.Pharmacist },
} as const;
type Name = keyof typeof people;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The stock fixtures (Central Pharmacy, its Main stock and Satellite sites) plus an inactive site, two formula
 * products and one that is not, the people above, and the programme's today (America/New_York) with dates
 * counted from it, so the tests hold at any hour.
 */
export function mfTestContext() {
  const t = stockTestContext();
  const who = {} as Record<Name, Person>;
  const p = { formula: 0, food: 0, other: 0, inactiveSite: 0 };
  const day = { today: '', thisMonth: '', lastMonth: '', nextMonth: '' };
  beforeAll(async () => {
    const { db } = t.ctx;
    const products = await db
      .insert(ndcProducts)
      .values([
        {
          ndc: '51014-0451-1',
          productName: 'Phenex-2 Amino Acid-Based Medical Food',
          dispensingUnit: 'can',
          formulaKind: 'Formula',
        },
        {
          ndc: '51014-0720-2',
          productName: 'Low-protein pasta',
          dispensingUnit: 'box',
          formulaKind: 'Low-protein food',
        },
        { ndc: '0093-0058-02', productName: 'Ibuprofen 200 mg', dispensingUnit: 'tablet' },
      ])
      .returning({ id: ndcProducts.id });
    [p.formula, p.food, p.other] = products.map((row) => row.id) as [number, number, number];
    const { rows } = await db.execute<{ facilityId: number }>(
      sql`select facility_id as "facilityId" from inventory_sites where id = ${t.f.main}`,
    );
    const [inactive] = await db
      .insert(inventorySites)
      .values({ facilityId: rows[0]?.facilityId ?? 0, name: 'Closed store', isActive: false })
      .returning({ id: inventorySites.id });
    p.inactiveSite = inactive?.id ?? 0;
    Object.assign(who, await createPhiPeople(t.ctx, 'mf', people));
    const { rows: today } = await db.execute<{ today: string }>(
      sql`select to_char((now() at time zone 'America/New_York')::date, 'YYYY-MM-DD') as today`,
    );
    day.today = today[0]?.today ?? '';
    day.thisMonth = day.today.slice(0, 7);
    day.lastMonth = monthFromNow(-1);
    day.nextMonth = monthFromNow(1);
  });

  /** YYYY-MM-DD `days` after today (negative: before). */
  const daysFromToday = (days: number) =>
    iso(new Date(Date.parse(`${day.today}T00:00:00Z`) + days * 86_400_000));
  /** YYYY-MM `offset` months from this month. */
  const monthFromNow = (offset: number) => {
    const first = new Date(`${day.thisMonth}-01T00:00:00Z`);
    return iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + offset, 1))).slice(0, 7);
  };

  const post = (person: Person, path: string, body: object) =>
    t.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(person.token), payload: body });
  const get = (person: Person, url: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(person.token) });

  /** A command that must succeed: its value. */
  async function ok(person: Person, path: string, body: object): Promise<number> {
    const res = await post(person, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as number;
  }

  const enrolment = (fields: Record<string, unknown> = {}) => ({
    patientId: 0,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '2012-04-05',
    phone: '(850) 555-0101',
    email: '',
    diagnosis: 'PKU',
    diagnosisOther: '',
    treatmentCentre: 'UF Health Metabolic Clinic',
    stateResident: true,
    payerStatus: 'Insurance denied',
    inventorySiteId: t.f.main,
    shippingMethod: 'Ground',
    address: tallahasseeAddress,
    ...fields,
  });

  /** An enrolled patient; eligible until a year from now, with prescriptions of `prescribed` units a month. */
  async function patient(
    firstName: string,
    lastName: string,
    opts: { eligible?: boolean; prescribed?: { productId: number; unitsPerMonth: number }[] } = {},
  ): Promise<number> {
    const patientId = await ok(who.staff, paths.saveEnrolment, enrolment({ firstName, lastName }));
    if (opts.eligible ?? true)
      await ok(who.pharmacist, paths.decide, {
        patientId,
        eligibility: 'Eligible',
        recertifyBy: daysFromToday(365),
        note: '',
      });
    for (const rx of opts.prescribed ?? [])
      await ok(who.staff, paths.savePrescription, {
        id: 0,
        patientId,
        ...rx,
        prescriber: 'Dr. Jane Doe, RD',
        validFrom: `${day.lastMonth}-01`,
        validTo: daysFromToday(300),
      });
    return patientId;
  }

  /** A lot of `quantity` units received at a site through the ledger. */
  const stock = (
    productId: number,
    lotNumber: string,
    expiryDate: string,
    quantity: number,
    site = t.f.main,
  ) => receive(t.ctx.db, { inventorySiteId: site, ndcProductId: productId, lotNumber, expiryDate, quantity });

  return { t, who, p, day, daysFromToday, monthFromNow, post, get, ok, enrolment, patient, stock };
}

/** Everything the programme, the ledger and the audit trail hold, to show a refusal stored nothing. */
export async function mfState(t: ReturnType<typeof stockTestContext>) {
  const { rows } = await t.ctx.ownerDb.execute<{ state: string }>(sql`
    select concat_ws('|',
      (select string_agg(concat_ws(':', id, first_name, last_name, date_of_birth, phone, email, updated_at), ','
        order by id) from patients),
      (select string_agg(concat_ws(':', patient_id, diagnosis, diagnosis_other, treatment_centre, payer_status,
        inventory_site_id, formatted_address, eligibility, recertify_by, decided_by, decided_at, decision_note,
        updated_at), ',' order by patient_id) from mf_enrolments),
      (select string_agg(concat_ws(':', id, patient_id, ndc_product_id, units_per_month, valid_from, valid_to), ','
        order by id) from mf_prescriptions),
      (select string_agg(concat_ws(':', id, status, ship_by, shipped_by, cancelled_by, cancel_reason), ','
        order by id) from mf_orders),
      (select count(*) from mf_order_lines),
      (select string_agg(id || ':' || on_hand || '/' || allocated, ',' order by id) from stock_lots),
      (select count(*) from stock_allocations),
      (select count(*) from stock_movements),
      (select count(*) from global_audit)) as state`);
  return rows[0]?.state;
}
