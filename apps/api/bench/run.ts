/**
 * npm run bench: latency and throughput of the hot API paths on a real PostgreSQL, over loopback.
 * Uses an embedded server in a temporary folder unless BENCH_DATABASE_URL names a database to fill.
 */
import { sql } from 'drizzle-orm';
import { benchBudgetList } from './budget-list.ts';
import { benchCiOrders } from './ci-orders.ts';
import { benchExports } from './exports.ts';
import { benchFdaRecalls } from './fda-recalls.ts';
import { benchGlobalAudit, ensureAuditHistory } from './global-audit.ts';
import type { GoalRow } from './goal-row.ts';
import { benchHelpDeskTickets } from './help-desk-tickets.ts';
import { benchHerosApplications } from './heros-applications.ts';
import { benchHomeDeliveryQueue } from './home-delivery-queue.ts';
import { benchIcqReviews } from './icq-reviews.ts';
import { benchListPaging } from './list-paging.ts';
import { benchLiveEvents } from './live-events.ts';
import { loadFromChild, machineLoad } from './load-from-child.ts';
import { benchMetabolicFormula } from './metabolic-formula.ts';
import { benchNotifications } from './notifications.ts';
import { pageWeightGoals } from './page-weight.ts';
import { benchProgrammeReports } from './programme-reports.ts';
import { benchPublicForms } from './public-forms.ts';
import { benchRecallImpact } from './recall-impact.ts';
import { benchRefills } from './refills.ts';
import { benchRegistrationQueue } from './registrations.ts';
import { benchRepackPdfs } from './repack-pdfs.ts';
import { benchReports } from './reports.ts';
import { benchRxConnects } from './rx-connects.ts';
import { benchSignedIn } from './signed-in.ts';
import { openBenchDatabase, startBenchApp } from './standalone.ts';
import { benchStartTime } from './start-time.ts';
import { benchStockLedger } from './stock-ledger.ts';
import { benchUsersList } from './users-list.ts';

const jobRuns = 100_000;
const auditRows = 1_000_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

const database = await openBenchDatabase({ name: 'all', pgPort: 54391, poolSize: 20 });
const { db } = database;
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

const { app, base, token, userId: adminId } = await startBenchApp(database, 'admin');
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

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

console.log(`\n${connections} connections, ${seconds} s each, ${base}; ${machineLoad()}\n`);
console.log('| case | requests/s | server CPU µs/request | p50 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const c of cases) {
  const result = await loadFromChild({
    url: `${base}${c.path}`,
    method: c.method ?? 'GET',
    headers: c.headers,
    connections,
    seconds,
  });
  console.log(
    `| ${c.name} | ${Math.round(result.rps)} | ${Math.round(result.cpuMicros)} | ${result.p50} | ${result.p99} | ${result.non2xx} |`,
  );
}

// Each part prints its own detail and returns its figures beside issue 9's goals.
const goals: GoalRow[] = [];
goals.push(...(await benchSignedIn({ base, headers: auth, app, seconds })));
goals.push(...(await benchBudgetList({ db, base, headers: auth, answerCache: app.answerCache })));
goals.push(...(await benchExports({ db, base, headers: auth })));
goals.push(...(await benchListPaging({ db, base, headers: auth })));
goals.push(...(await benchUsersList({ db, base, headers: auth })));
goals.push(...(await benchHelpDeskTickets({ db, base, headers: auth, userId: adminId })));
goals.push(...(await benchHerosApplications({ db, base, headers: auth })));
goals.push(...(await benchHomeDeliveryQueue({ db, base, headers: auth, userId: adminId })));
goals.push(...(await benchRefills({ db, base, headers: auth, userId: adminId })));
goals.push(...(await benchFdaRecalls({ db, base, headers: auth })));
goals.push(...(await benchRxConnects({ db, base, headers: auth })));
goals.push(...(await benchRegistrationQueue({ db, base, headers: auth })));
goals.push(...(await benchIcqReviews({ db, base, headers: auth })));
goals.push(...(await benchNotifications({ db, base, headers: auth, userId: adminId })));
goals.push(...(await benchLiveEvents({ app, db, base, token })));
await benchPublicForms({ app, db, headers: auth });
goals.push(...(await benchGlobalAudit({ db, base, headers: auth })));
goals.push(...(await benchStockLedger({ db, base, headers: auth })));
goals.push(...(await benchReports({ db, base, headers: auth })));
goals.push(...(await benchRecallImpact({ db, base, headers: auth, userId: adminId })));
goals.push(...(await benchProgrammeReports({ db, base, headers: auth })));
goals.push(...(await benchCiOrders({ db, base, headers: auth })));
goals.push(...(await benchMetabolicFormula({ db, base, headers: auth, userId: adminId })));
goals.push(...(await benchRepackPdfs()));
await app.close();
await database.close();

// Alone, after everything above has stopped: a start competes with nothing.
goals.push(...(await benchStartTime()));
goals.push(...pageWeightGoals());

console.log(`\n## Goals (issues 9, 26, 29 and 30; ${machineLoad()})\n`);
console.log('| figure | measured | goal | met |');
console.log('|---|---:|---:|:---:|');
for (const g of goals) console.log(`| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
