import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { listLatencyRows } from './list-latency.ts';

const listUrl = '/api/Administration/Users/GetList';
export const benchUsers = 50_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops users up to `count` with varied names, user names and emails (a state programme's staff and partners), a
 * grant each and a sign-in for most. The audit trigger is off for the fill: 50,000 synthetic inserts would
 * otherwise write some 700,000 audit rows that no case reads.
 */
export async function ensureUsers(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from users`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table users disable trigger users_audit`);
    await tx.execute(sql`
      with first_names(a) as (select array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda',
             'David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos',
             'Maria','Nguyen','Aisha','Wei','Fatima','Olga','Kwame','Priya','Diego','Hana','Ivan']),
           last_names(a) as (select array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis',
             'Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore',
             'Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis',
             'Robinson','Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores'])
      insert into users (user_name, email, first_name, last_name, disabled)
      select lower(f.a[1 + i % 30]) || '.' || lower(l.a[1 + (i / 30) % 40]) || i,
             lower(f.a[1 + i % 30]) || '.' || lower(l.a[1 + (i / 30) % 40]) || i || '@' ||
               (array['health.state.gov','county.org','clinic.org','pharmacy.net'])[1 + i % 4],
             f.a[1 + i % 30], l.a[1 + (i / 30) % 40], i % 20 = 0
      from generate_series(1, ${count - have}) as i, first_names f, last_names l`);
    await tx.execute(sql`alter table users enable trigger users_audit`);
  });
  await db.execute(sql`
    insert into module_access (user_id, module, role)
    select id, (array['BA','HelpDesk','NDC','Pharmacy'])[1 + id % 4], (array['User','Manager','Technician'])[1 + id % 3]
    from users where user_name ~ '\\d$' and not exists (select 1 from module_access m where m.user_id = users.id)`);
  await db.execute(sql`
    insert into login_history (user_id, user_name, ip_address, address_key, was_successful, created_at)
    select id, user_name, '10.0.0.1', '10.0.0.1', true, now() - make_interval(days => id % 200)
    from users where id % 3 <> 0 and user_name ~ '\\d$'`);
  await db.execute(sql`analyze users; analyze module_access; analyze login_history`);
}

/** `headers`: a user administrator's authorization. */
export async function benchUsersList(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  await ensureUsers(options.db, benchUsers);
  const cases = [
    ['users list page 1 (active, by last name)', '?pageSize=25&status=active'],
    ['users list page 1, all users by email', '?pageSize=25&status=&sortField=email'],
    ['users search "garcia" (name)', '?pageSize=25&status=active&search=garcia'],
    ['users search "maria.lopez1" (user name)', '?pageSize=25&status=active&search=maria.lopez1'],
    ['users search "clinic.org" (email, many matches)', '?pageSize=25&status=active&search=clinic.org'],
    ['users search "zzq" (no match)', '?pageSize=25&status=active&search=zzq'],
  ] as const;
  console.log(
    `\n## Users list, ${benchUsers.toLocaleString('en-US')} users (${runs} sequential requests each)\n`,
  );
  return listLatencyRows({ ...options, listUrl, cases, runs, p95Goal });
}

// Alone: an embedded database, the demo seed, 50,000 users, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'users', pgPort: 54392, poolSize: 20, userName: 'useradmin' },
    ({ db, base, token }) => benchUsersList({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
