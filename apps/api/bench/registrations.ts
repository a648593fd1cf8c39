import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { listLatencyRows } from './list-latency.ts';

const listUrl = '/api/Administration/Registrations/GetList';
export const benchRegistrations = 100_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops registrations up to `count` (decision 053): three years of both kinds, nearly all decided (2% still
 * Pending), varied names, each with one or two facilities. The audit trigger is off for the fill.
 */
export async function ensureRegistrations(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from pfs_registrations`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table pfs_registrations disable trigger pfs_registrations_audit`);
    await tx.execute(sql`
      with names(f, l) as (select array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda',
             'David','Elizabeth','Carlos','Maria','Nguyen','Aisha','Wei','Fatima','Olga','Kwame','Priya','Diego'],
             array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez',
             'Lopez','Wilson','Anderson','Taylor','Moore','Jackson','Lee','Perez','White','Harris','Clark','Lewis']),
           t as (select i, now() - make_interval(mins => (i * 947) % (3 * 365 * 24 * 60)) as created
                 from generate_series(1, ${count - have}) as i)
      insert into pfs_registrations (kind, status, first_name, last_name, email, phone_number, created_at)
      select case when t.i % 4 = 0 then 'homer' else 'pfs' end,
             case when t.i % 50 = 0 then 'Pending' when t.i % 5 = 0 then 'Denied' else 'Approved' end,
             n.f[1 + t.i % 20], n.l[1 + (t.i / 20) % 22],
             lower(n.f[1 + t.i % 20]) || '.' || lower(n.l[1 + (t.i / 20) % 22]) || t.i || '@pharmacy' || (t.i % 300) || '.org',
             '850-555-0100', t.created
      from t, names n`);
    await tx.execute(sql`
      insert into pfs_registration_facilities (registration_id, facility_id)
      select r.id, f.id from pfs_registrations r
      join lateral (select id from facilities order by id offset r.id % 5 limit 1 + r.id % 2) f on true
      where not exists (select 1 from pfs_registration_facilities x where x.registration_id = r.id)`);
    await tx.execute(sql`alter table pfs_registrations enable trigger pfs_registrations_audit`);
  });
  // Vacuum, as autovacuum would after a load this size: the queue's counts read the status index alone once
  // the visibility map knows the pages (without it, 2,000 Pending rows cost 2,000 heap pages).
  await db.execute(sql`vacuum (analyze) pfs_registrations, pfs_registration_facilities`);
}

/** `headers`: a user administrator's authorization. */
export async function benchRegistrationQueue(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  await ensureRegistrations(options.db, benchRegistrations);
  const { base, headers } = options;
  const cases = [
    ['registrations: Pending, page 1 (the default)', '?pageSize=25&status=Pending'],
    ['registrations: all, page 1', '?pageSize=25'],
    ['registrations: account requests, Pending', '?pageSize=25&kind=homer&status=Pending'],
    ['registrations: PFS, all statuses', '?pageSize=25&kind=pfs'],
    ['registrations: Denied, oldest first', '?pageSize=25&status=Denied&sortOrder=asc'],
    ['registrations: search "garcia"', '?pageSize=25&search=garcia'],
    ['registrations: search "zzq" (no match)', '?pageSize=25&search=zzq'],
  ] as const;
  console.log(
    `\n## Registrations queue, ${benchRegistrations.toLocaleString('en-US')} requests (${runs} sequential requests each)\n`,
  );
  return listLatencyRows({ base, headers, listUrl, cases, runs, p95Goal });
}

// Alone: an embedded database, the demo seed, 100,000 registrations, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'registrations', pgPort: 54444, poolSize: 20, userName: 'admin' },
    ({ db, base, token }) =>
      benchRegistrationQueue({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
