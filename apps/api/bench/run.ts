/**
 * npm run bench: latency and throughput of the hot API paths on a real PostgreSQL, over loopback.
 * Uses an embedded server in a temporary folder unless BENCH_DATABASE_URL names a database to fill.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createDb } from '../src/db/pool.ts';
import { demoPassword, seedDemoData } from '../src/db/seed.ts';
import { benchBudgetList } from './budget-list.ts';
import { benchExports } from './exports.ts';
import { benchGlobalAudit, ensureAuditHistory } from './global-audit.ts';
import type { GoalRow } from './goal-row.ts';
import { benchListPaging } from './list-paging.ts';
import { benchLiveEvents } from './live-events.ts';
import { benchNotifications } from './notifications.ts';
import { pageWeightGoals } from './page-weight.ts';
import { benchPublicForms } from './public-forms.ts';
import { benchSignedIn } from './signed-in.ts';
import { benchStartTime } from './start-time.ts';
import { benchUsersList } from './users-list.ts';

const jobRuns = 100_000;
const auditRows = 1_000_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

const dir = mkdtempSync(join(tmpdir(), 'homer-bench-'));
const embedded = process.env.BENCH_DATABASE_URL ? null : await startEmbeddedPostgres(dir, 54391);
if (embedded) await createDatabaseIfMissing(embedded.urlFor('postgres'), 'homer');
// One role for everything: the bench fills tables and runs ANALYZE, which only the owner may.
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? embedded?.urlFor('homer') ?? '';
const { pool, db } = createDb(benchDatabaseUrl, 20);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  // Production's defaults (decision 028); the demo seed needs a non-production APP_ENV.
  SESSION_CACHE_SECONDS: '5',
  RESPONSE_VALIDATION: 'false',
  DATA_DIR: dir,
  WEB_DIST: '/nonexistent',
});
await migrateDatabase({ url: benchDatabaseUrl, appRole: null });
await seedDemoData(db, config);
// The synthetic audit history first: the invoice seeds below write a million field-level audit rows of their own,
// and ensureAuditHistory, counting rows, would then add none of the RX numbers and texts the searches look for.
await ensureAuditHistory(db, auditRows);
await db.execute(sql`
  insert into job_history (job, trigger, scheduled_fire_time_utc, actual_fire_time_utc, finished_time_utc,
                           log_message, was_successful)
  select case when i % 3 = 0 then 'Nightly Export' else 'Automated Routine - Every Hour' end, '0 * * * *',
         now() - make_interval(hours => i), now() - make_interval(hours => i), now() - make_interval(hours => i),
         'Removed 0 expired sessions.', i % 50 <> 0
  from generate_series(1, ${jobRuns}) as i`);
await db.execute(sql`analyze`);

const app = await buildApp(config, db);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const login = await app.inject({
  method: 'POST',
  url: '/api/Account/Login',
  payload: { userName: 'admin', password: demoPassword },
});
const auth = { authorization: `Bearer ${login.json().value.token}`, 'content-type': 'application/json' };

const cases: { name: string; method?: 'GET' | 'POST'; path: string; headers?: Record<string, string> }[] = [
  { name: 'GetOptions (public, no database)', path: '/api/Home/GetOptions' },
  {
    name: `GetHistory page 1 of ${jobRuns} runs`,
    path: '/api/Silkier/SilkierHistory/GetHistory?pageSize=50',
    headers: auth,
  },
  {
    name: 'GetHistory search "nightly"',
    path: '/api/Silkier/SilkierHistory/GetHistory?pageSize=50&search=nightly',
    headers: auth,
  },
];

console.log(`\n${connections} connections, ${seconds} s each, ${base}\n`);
console.log('| case | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|');
for (const c of cases) {
  const result = await autocannon({
    url: `${base}${c.path}`,
    method: c.method ?? 'GET',
    headers: c.headers,
    connections,
    duration: seconds,
  });
  console.log(
    `| ${c.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
}

// Each part prints its own detail and returns its figures beside issue 9's goals.
const goals: GoalRow[] = [];
goals.push(...(await benchSignedIn({ base, headers: auth, app, seconds })));
goals.push(...(await benchBudgetList({ db, base, headers: auth })));
goals.push(...(await benchExports({ db, base, headers: auth })));
goals.push(...(await benchListPaging({ db, base, headers: auth })));
goals.push(...(await benchUsersList({ db, base, headers: auth })));
const adminId = (await db.execute<{ id: number }>(sql`select id from users where user_name = 'admin'`))
  .rows[0]?.id;
goals.push(...(await benchNotifications({ db, base, headers: auth, userId: adminId ?? 0 })));
goals.push(...(await benchLiveEvents({ app, db, base, token: login.json().value.token })));
await benchPublicForms({ app, db, headers: auth });
await benchGlobalAudit({ db, base, headers: auth });
await app.close();
await pool.end();
await embedded?.stop();
rmSync(dir, { recursive: true, force: true });

// Alone, after everything above has stopped: a start competes with nothing.
goals.push(...(await benchStartTime()));
goals.push(...pageWeightGoals());

console.log('\n## Goals (issue 9)\n');
console.log('| figure | measured | goal | met |');
console.log('|---|---:|---:|:---:|');
for (const g of goals) console.log(`| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
