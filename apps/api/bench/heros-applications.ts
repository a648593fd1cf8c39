import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { cursorAfter, listLatencyRows } from './list-latency.ts';

const listUrl = '/api/HEROS/Application/GetList';
export const benchApplications = 100_000;
const agencyCount = 20_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops HEROS applications up to `count` (decision 052): half in the open round, the rest over nine closed
 * rounds; one in ten awaiting a decision outside the open round, most decided; 20,000 agencies, two order lines
 * each. The audit triggers are off for the fill, as for the other benches.
 */
export async function ensureApplications(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from heros_applications`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    for (const table of [
      'heros_agencies',
      'heros_applications',
      'heros_application_orders',
      'heros_rounds',
    ]) {
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_audit`));
    }
    await tx.execute(sql`
      insert into heros_rounds (name, is_open, created_at)
      select 'Bench Round ' || i, false, now() - make_interval(days => 400 * i)
      from generate_series(1, 9) i on conflict do nothing`);
    await tx.execute(sql`
      insert into heros_agencies (agency_name, fein, tax_status_id, county_id, operation_county_id, org_type_id,
        agency_address, ship_address, agency_head_name, agency_head_title, agency_head_email,
        agency_head_phone_number, primary_name, primary_title, primary_email, primary_phone)
      select (array['Fire Rescue','Sheriff Office','Police Department','EMS','Health Department'])[1 + i % 5]
               || ' ' || (array['North','South','East','West','Central','Bay','Lake','River'])[1 + (i / 5) % 8]
               || ' ' || i,
             '59-' || lpad(i::text, 7, '0'), 1 + i % 3, 1 + i % 67, 1 + i % 67, 1 + i % 5,
             a.addr, a.addr, 'Chief ' || i, 'Chief', 'chief' || i || '@bench.example', '850-555-0100',
             'Primary ' || i, 'Coordinator', 'primary' || i || '@bench.example', '850-555-0101'
      from generate_series(1, ${agencyCount}) i,
           (select agency_address as addr from heros_agencies limit 1) a
      on conflict do nothing`);
    await tx.execute(sql`
      with open_round as (select id from heros_rounds where is_open limit 1),
           closed as (select array_agg(id order by id) as ids from heros_rounds where name like 'Bench Round %'),
           ag as (select array_agg(id order by id) as ids from heros_agencies),
           t as (select i from generate_series(1, ${count - have}) i)
      insert into heros_applications (round_id, agency_id, is_public_submit, application_status,
        overdoses_previous_year, percentage_trained_naloxone, narrative, oath_accepted_new, oath_date_time_new,
        created_at, decided_at)
      select case when t.i % 2 = 0 then open_round.id else closed.ids[1 + t.i % 9] end,
             ag.ids[1 + t.i % array_length(ag.ids, 1)], true,
             case when t.i % 2 = 0 then (array[1,1,1,4,2,2,3,2,2,1])[1 + (t.i / 2) % 10]
                  when t.i % 10 = 1 then 1 else (array[2,3])[1 + t.i % 2] end,
             (t.i % 500)::text, '80%', 'Synthetic application for the bench.', true, now(),
             now() - make_interval(mins => t.i), null
      from t, open_round, closed, ag`);
    await tx.execute(sql`
      insert into heros_application_orders (application_id, order_option_id, doses_requested)
      select a.id, o.id, 10 + a.id % 90
      from heros_applications a
      join lateral (select id from heros_order_options x where x.round_id = (select id from heros_rounds where is_open limit 1)
                    order by x.id limit 2) o on true
      where a.round_id = (select id from heros_rounds where is_open limit 1)
      on conflict do nothing`);
    for (const table of [
      'heros_agencies',
      'heros_applications',
      'heros_application_orders',
      'heros_rounds',
    ]) {
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_audit`));
    }
  });
  for (const table of ['heros_agencies', 'heros_applications', 'heros_application_orders']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

/** `headers`: a HEROS reader's authorization. */
export async function benchHerosApplications(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  await ensureApplications(options.db, benchApplications);
  const { base, headers } = options;
  const later = await cursorAfter(base, headers, listUrl, '?pageSize=25', 40);
  const cases = [
    ['HEROS applications: open round, page 1 (awaiting first)', '?pageSize=25'],
    ['HEROS applications: open round, page 41 (by cursor)', `?pageSize=25&page=41&after=${later}`],
    ['HEROS applications: all rounds, page 1', '?pageSize=25&roundId=0'],
    ['HEROS applications: open round, Submitted', '?pageSize=25&status=1'],
    ['HEROS applications: all rounds, Denied', '?pageSize=25&roundId=0&status=3'],
    ['HEROS applications: open round, by submitted', '?pageSize=25&sortField=submittedAt'],
    [
      'HEROS applications: agency "sheriff office bay 1"',
      '?pageSize=25&roundId=0&search=sheriff%20office%20bay%201',
    ],
    ['HEROS applications: agency "bay 1234"', '?pageSize=25&roundId=0&search=bay%201234'],
    ['HEROS applications: agency "zzq" (no match)', '?pageSize=25&search=zzq'],
  ] as const;
  console.log(
    `\n## HEROS application queue, ${benchApplications.toLocaleString('en-US')} applications (${runs} sequential requests each)\n`,
  );
  return listLatencyRows({ base, headers, listUrl, cases, runs, p95Goal });
}

// Alone: an embedded database, the demo seed, 100,000 applications, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'heros', pgPort: 54471, poolSize: 20, userName: 'admin' },
    ({ db, base, token }) =>
      benchHerosApplications({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
