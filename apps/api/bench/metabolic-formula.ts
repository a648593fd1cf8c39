import { fileURLToPath } from 'node:url';
import { metabolicFormulaPaths as paths } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { asPhiUser } from './as-phi-user.ts';
import type { GoalRow } from './goal-row.ts';
import { cursorAfter, listLatencyRows } from './list-latency.ts';

export const benchPatients = 100_000;
export const benchFormulaOrders = 1_000_000;
const p95Goal = 30;
const runs = 200;
const tables = ['patients', 'mf_enrolments', 'mf_prescriptions', 'mf_orders', 'mf_order_lines'] as const;

/**
 * Tops the metabolic formula programme up to `patients` enrolled patients and `orders` orders (decision 111): names
 * from a few hundred surnames, every status, periods over eight years, one line each. Audit triggers off for the
 * fill, as the other benches do.
 */
export async function ensureFormulaProgramme(db: Db, patients: number, orders: number): Promise<void> {
  const count = async (table: string) =>
    Number((await db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]?.n ?? 0);
  const havePatients = await count('mf_enrolments');
  const haveOrders = await count('mf_orders');
  if (havePatients >= patients && haveOrders >= orders) return;
  await db.transaction(async (tx) => {
    for (const table of tables.slice(1))
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_audit`));
    await tx.execute(sql`alter table patients disable trigger patients_audit`);
    if (havePatients < patients) {
      await tx.execute(sql`
        with t as (select i from generate_series(1, ${patients - havePatients}) i),
          ins as (
            insert into patients (first_name, last_name, date_of_birth)
            select 'Bench' || (t.i % 997), 'Surname' || lpad((t.i % 613)::text, 3, '0') || chr(97 + t.i % 26),
              date '1990-01-01' + (t.i % 9000)
            from t returning id)
        insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status,
          inventory_site_id, shipping_method, street, city, state, zip, county_id, formatted_address, eligibility,
          recertify_by, enrolled_by)
        select ins.id, 'PKU', 'Bench Metabolic Clinic', true, 'Benefit exhausted', (select min(id) from inventory_sites),
          'Ground', '1 Bench St', 'Tallahassee', 'FL', '32301', (select min(id) from counties), '1 Bench St',
          'Eligible', current_date + 200, (select min(id) from users)
        from ins`);
      await tx.execute(sql`
        insert into mf_prescriptions (patient_id, ndc_product_id, units_per_month, prescriber, valid_from, valid_to,
          created_by)
        select e.patient_id, (select min(id) from ndc_products), 30, 'Dr Bench', current_date - 100, current_date + 200,
          (select min(id) from users)
        from mf_enrolments e where e.treatment_centre = 'Bench Metabolic Clinic'`);
    }
    if (haveOrders < orders) {
      // One statement for orders and lines, each patient's first prescription hash-joined: a lateral lookup per
      // order took minutes for a million.
      await tx.execute(sql`
        with rx as (select distinct on (patient_id) patient_id, id, ndc_product_id from mf_prescriptions
                    order by patient_id, id),
             p as (select array_agg(patient_id order by patient_id) as ids from rx),
             t as (select i from generate_series(1, ${orders - haveOrders}) i),
             o as (
               insert into mf_orders (patient_id, period_start, months, status, inventory_site_id, shipping_method,
                 ship_to, ship_by, created_by)
               select p.ids[1 + t.i % array_length(p.ids, 1)],
                 (date_trunc('month', current_date) - make_interval(months => t.i % 96))::date, 1,
                 (array['Submitted', 'Shipped', 'Shipped', 'Cancelled'])[1 + t.i % 4],
                 (select min(id) from inventory_sites), 'Ground', '1 Bench St', current_date,
                 (select min(id) from users)
               from t, p
               returning id, patient_id)
        insert into mf_order_lines (order_id, prescription_id, ndc_product_id, quantity)
        select o.id, rx.id, rx.ndc_product_id, 30 from o join rx on rx.patient_id = o.patient_id`);
    }
    await tx.execute(sql`alter table patients enable trigger patients_audit`);
    for (const table of tables.slice(1))
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_audit`));
  });
  // As autovacuum would after the inserts: visibility maps for index-only scans, and statistics.
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * `headers`: a MetabolicFormula user's authorization; `userId` their id. Every call is PHI, so the session is
 * marked multi-factor verified and the user given the inactivity timeout for the measurement, then set back.
 */
export async function benchMetabolicFormula(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
  userId: number;
}): Promise<GoalRow[]> {
  const { db, base, headers, userId } = options;
  await ensureFormulaProgramme(db, benchPatients, benchFormulaOrders);
  const period = new Date().toISOString().slice(0, 7);
  return asPhiUser(db, userId, async () => {
    const patientsUrl = `/${paths.patients}`;
    const ordersUrl = `/${paths.orders}`;
    const laterPatients = await cursorAfter(base, headers, patientsUrl, '?pageSize=25', 40);
    const laterOrders = await cursorAfter(base, headers, ordersUrl, '?pageSize=25', 40);
    console.log(
      `\n## Metabolic formula, ${benchPatients.toLocaleString('en-US')} patients and ${benchFormulaOrders.toLocaleString('en-US')} orders (${runs} sequential requests each)\n`,
    );
    const patientRows = await listLatencyRows({
      base,
      headers,
      listUrl: patientsUrl,
      cases: [
        ['formula patients: page 1', '?pageSize=25'],
        ['formula patients: page 41 (by cursor)', `?pageSize=25&page=41&after=${laterPatients}`],
        ['formula patients: name "surname123"', '?pageSize=25&search=surname123'],
        ['formula patients: name "Surname12, Bench4"', '?pageSize=25&search=Surname12%2C%20Bench4'],
        ['formula patients: patient # 50000', '?pageSize=25&search=50000'],
        ['formula patients: born 2000-01-01', '?pageSize=25&dateOfBirth=2000-01-01'],
      ],
      runs,
      p95Goal,
    });
    const orderRows = await listLatencyRows({
      base,
      headers,
      listUrl: ordersUrl,
      cases: [
        ['formula orders: page 1', '?pageSize=25'],
        ['formula orders: page 41 (by cursor)', `?pageSize=25&page=41&after=${laterOrders}`],
        ['formula orders: this period', `?pageSize=25&period=${period}`],
        ['formula orders: Submitted', '?pageSize=25&status=Submitted'],
        ['formula orders: this period, Submitted', `?pageSize=25&period=${period}&status=Submitted`],
      ],
      runs,
      p95Goal,
    });
    return [...patientRows, ...orderRows];
  });
}

// Alone: an embedded database, the demo seed, 100,000 patients and 1,000,000 orders, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'metabolic-formula', pgPort: 54473, poolSize: 20, userName: 'admin' },
    ({ db, base, token, userId }) =>
      benchMetabolicFormula({ db, base, headers: { authorization: `Bearer ${token}` }, userId }),
  );
}
