import type { MfDiagnosis, MfEligibility, MfPayerStatus } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';
import { formatAddress } from '../../integrations/address/format-address.ts';
import { allocateFefoMany, shipAllocations } from '../../platform/stock/allocate-stock.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import { firstBusinessDay } from './first-business-day.ts';
import { mfOrderDemand } from './order-demand.ts';
import { mfOrderNumber } from './order-number.ts';

const rules = { backdateDays: 400 };
const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * dayMs);
/** The first day of the month `offset` months from this one. */
function monthStart(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

type Product = 'phenex' | 'tyrex' | 'pasta';

const products: Record<Product, typeof ndcProducts.$inferInsert> = {
  phenex: {
    ndc: '70074-0556-1',
    productName: 'Phenex-2 Amino Acid-Based Medical Food',
    packageDescription: '400 g powder in 1 can',
    dispensingUnit: 'can',
    formulaKind: 'Formula',
  },
  tyrex: {
    ndc: '70074-0562-1',
    productName: 'Tyrex-2 Amino Acid-Based Medical Food',
    packageDescription: '400 g powder in 1 can',
    dispensingUnit: 'can',
    formulaKind: 'Formula',
  },
  pasta: {
    ndc: '70074-0915-2',
    productName: 'Low-protein pasta',
    packageDescription: '500 g in 1 box',
    dispensingUnit: 'box',
    formulaKind: 'Low-protein food',
  },
};

/** Lots at the main inventory, received 75 days ago: the earlier expiry of each product ships first. */
const lots: [Product, string, string, number][] = [
  ['phenex', 'PX2407', '2027-09-30', 24],
  ['phenex', 'PX2502', '2028-03-31', 120],
  ['tyrex', 'TX2411', '2027-12-31', 60],
  ['pasta', 'LP2509', '2027-08-31', 200],
];

type Plan = {
  first: string;
  last: string;
  dateOfBirth: string;
  diagnosis: MfDiagnosis;
  payerStatus: MfPayerStatus;
  street: string;
  city: string;
  zip: string;
  eligibility: MfEligibility;
  /** Days from today; eligible patients only. */
  recertifyIn?: number;
  note?: string;
  prescriptions: [Product, number][];
  orders?: 'shipped-and-submitted';
};

/**
 * The four patients of decision 111's walkthrough: one eligible with current prescriptions, last month's order
 * shipped and this month's submitted; one awaiting the decision; one whose recertification lapsed; one found
 * ineligible (insured). Addresses are in the local ZIP data, so the enrolment verifies them again unchanged.
 */
const plans: Plan[] = [
  {
    first: 'Maya',
    last: 'Alvarez',
    dateOfBirth: '2014-03-12',
    diagnosis: 'PKU',
    payerStatus: 'Benefit exhausted',
    street: '1520 Mahan Dr',
    city: 'Tallahassee',
    zip: '32308',
    eligibility: 'Eligible',
    recertifyIn: 240,
    note: 'Medicaid benefit for medical foods used up for the year.',
    prescriptions: [
      ['phenex', 8],
      ['pasta', 12],
    ],
    orders: 'shipped-and-submitted',
  },
  {
    first: 'Noah',
    last: 'Bennett',
    dateOfBirth: '2019-08-30',
    diagnosis: 'MSUD',
    payerStatus: 'Insurance denied',
    street: '400 S Orange Ave',
    city: 'Orlando',
    zip: '32801',
    eligibility: 'Pending',
    prescriptions: [],
  },
  {
    first: 'Liam',
    last: 'Carter',
    dateOfBirth: '2009-11-02',
    diagnosis: 'Tyrosinemia',
    payerStatus: 'Uninsured',
    street: '210 SE 1st Ave',
    city: 'Gainesville',
    zip: '32601',
    eligibility: 'Eligible',
    recertifyIn: -12,
    prescriptions: [['tyrex', 6]],
  },
  {
    first: 'Sofia',
    last: 'Diaz',
    dateOfBirth: '2016-05-21',
    diagnosis: 'Homocystinuria',
    payerStatus: 'Insured',
    street: '601 E Kennedy Blvd',
    city: 'Tampa',
    zip: '33602',
    eligibility: 'Ineligible',
    note: 'Private insurance covers the formula: the programme pays last.',
    prescriptions: [],
  },
];

async function one<T extends Record<string, unknown>>(tx: Tx, query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await tx.execute<T>(query);
  if (!rows[0]) throw new Error('the metabolic formula demo is missing a row it builds on');
  return rows[0] as T;
}

type Basis = { site: number; product: Record<Product, number>; staff: number; pharmacist: number };

async function enrol(tx: Tx, b: Basis, plan: Plan): Promise<{ patientId: number; rx: Map<Product, number> }> {
  const address = { street: plan.street, secondary: '', city: plan.city, state: 'FL', zip: plan.zip };
  const county = await one<{ id: number }>(
    tx,
    sql`select county_id as id from zip_prefixes where prefix = ${plan.zip.slice(0, 3)}`,
  );
  const enrolledAt = daysFromNow(-120).toISOString();
  const patient = await one<{ id: number }>(
    tx,
    sql`insert into patients (first_name, last_name, date_of_birth, phone)
        values (${plan.first}, ${plan.last}, ${plan.dateOfBirth}, '8505550123') returning id`,
  );
  const decided = plan.eligibility !== 'Pending';
  await tx.execute(sql`
    insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status,
      inventory_site_id, shipping_method, street, city, state, zip, county_id, formatted_address, eligibility,
      decided_by, decided_at, decision_note, recertify_by, enrolled_by, enrolled_at, updated_at)
    values (${patient.id}, ${plan.diagnosis}, 'UF Health Pediatric Metabolic Clinic', true, ${plan.payerStatus},
      ${b.site}, 'Ground', ${address.street}, ${address.city}, 'FL', ${address.zip}, ${county.id},
      ${formatAddress(address)}, ${plan.eligibility}, ${decided ? b.pharmacist : null},
      ${decided ? daysFromNow(-118).toISOString() : null}, ${plan.note ?? null},
      ${plan.recertifyIn === undefined ? null : isoDay(daysFromNow(plan.recertifyIn))}, ${b.staff}, ${enrolledAt},
      ${enrolledAt})`);
  const rx = new Map<Product, number>();
  for (const [product, unitsPerMonth] of plan.prescriptions) {
    const row = await one<{ id: number }>(
      tx,
      sql`insert into mf_prescriptions (patient_id, ndc_product_id, units_per_month, prescriber, valid_from, valid_to,
            created_by, created_at)
          values (${patient.id}, ${b.product[product]}, ${unitsPerMonth}, 'Dr. Helen Okafor, RD',
            ${isoDay(monthStart(-3))}, ${isoDay(new Date(monthStart(-3).getTime() + 364 * dayMs))}, ${b.staff},
            ${enrolledAt})
          returning id`,
    );
    rx.set(product, row.id);
  }
  return { patientId: patient.id, rx };
}

/** An order of a month, its lines one month of each prescription. */
async function order(
  tx: Tx,
  b: Basis,
  plan: Plan,
  patient: { patientId: number; rx: Map<Product, number> },
  period: Date,
  createdAt: Date,
): Promise<number> {
  const periodStart = isoDay(period);
  const row = await one<{ id: number }>(
    tx,
    sql`insert into mf_orders (patient_id, period_start, months, inventory_site_id, shipping_method, ship_to, ship_by,
          created_by, created_at)
        select patient_id, ${periodStart}::date, 1, inventory_site_id, shipping_method, formatted_address,
          ${firstBusinessDay(sql`${periodStart}::date`)}::date, ${b.staff}, ${createdAt.toISOString()}
        from mf_enrolments where patient_id = ${patient.patientId}
        returning id`,
  );
  for (const [product, unitsPerMonth] of plan.prescriptions)
    await tx.execute(sql`
      insert into mf_order_lines (order_id, prescription_id, ndc_product_id, quantity)
      values (${row.id}, ${patient.rx.get(product)}, ${b.product[product]}, ${unitsPerMonth})`);
  return row.id;
}

/** Ships the order as the Ship call does: first expiry first, on one ledger document of the order's demand. */
async function ship(tx: Tx, b: Basis, plan: Plan, orderId: number, at: Date): Promise<void> {
  const demand = mfOrderDemand(orderId);
  const outcomes = await allocateFefoMany(
    tx,
    plan.prescriptions.map(([product, quantity]) => ({
      inventorySiteId: b.site,
      ndcProductId: b.product[product],
      quantity,
      demand,
      today: isoDay(at),
    })),
  );
  if (outcomes.some((outcome) => 'short' in outcome))
    throw new Error('the formula demo has too little stock');
  await shipAllocations(
    tx,
    { userId: b.staff },
    { inventorySiteId: b.site, demand, reference: mfOrderNumber(orderId), occurredAt: at },
    rules,
  );
  await tx.execute(sql`update mf_orders set status = 'Shipped', shipped_by = ${b.staff},
    shipped_at = ${at.toISOString()} where id = ${orderId}`);
}

async function seedMetabolicFormulaDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const staff = demo.userIds.technician;
  const pharmacist = demo.userIds.pharmacist;
  if (!staff || !pharmacist) return;
  const site = await one<{ id: number }>(
    tx,
    sql`select id from inventory_sites where name = 'Central Pharmacy Main Inventory'`,
  );
  const product = {} as Record<Product, number>;
  for (const [key, values] of Object.entries(products) as [Product, typeof ndcProducts.$inferInsert][]) {
    const [row] = await tx.insert(ndcProducts).values(values).returning({ id: ndcProducts.id });
    if (!row) throw new Error('formula product insert returned nothing');
    product[key] = row.id;
  }
  const b: Basis = { site: site.id, product, staff, pharmacist };
  for (const [key, lotNumber, expiryDate, quantity] of lots)
    await receiveStock(
      tx,
      { userId: staff },
      {
        inventorySiteId: site.id,
        ndcProductId: product[key],
        lotNumber,
        expiryDate,
        quantity,
        sourceKind: 'supplier',
        sourceName: 'Abbott Nutrition',
        reference: `PS-${lotNumber}`,
        occurredAt: daysFromNow(-75),
      },
      rules,
    );
  for (const plan of plans) {
    const patient = await enrol(tx, b, plan);
    if (plan.orders !== 'shipped-and-submitted') continue;
    const lastMonth = monthStart(-1);
    const shipped = await order(tx, b, plan, patient, lastMonth, new Date(lastMonth.getTime() - 5 * dayMs));
    await ship(tx, b, plan, shipped, new Date(lastMonth.getTime() + 1.6 * dayMs));
    await order(tx, b, plan, patient, monthStart(0), daysFromNow(-2));
  }
}

export const demoSeed: AreaDemoSeed = {
  area: 'metabolic-formula',
  // The main inventory ships; the holiday calendar decides the ship-by dates.
  after: ['inventory-sites', 'holidays'],
  seed: seedMetabolicFormulaDemo,
};
