import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { AnswerCache } from '../src/platform/answer-cache/answer-cache.ts';
import { median, type GoalRow as Row } from './goal-row.ts';
import { loadFromChild, machineLoad } from './load-from-child.ts';

type Options = {
  db: Db;
  /** Where the app listens, e.g. http://127.0.0.1:41234 */
  base: string;
  /** Authorization of a user who may read budgets. */
  headers: Record<string, string>;
  budgets?: number;
  invoices?: number;
  /** The app's answer cache (decision 080): when on, the load measures hits, and a row shows what a miss costs. */
  answerCache?: AnswerCache;
};

const connections = 10;
const posPerBudget = 5;
const goalPerSecond = 1000;
const goalCpuMicros = 200;

/**
 * Budget Tracking's list (issue 9): one fiscal year of 50 budgets whose figures sum 100k invoices. The figures
 * are stored and kept by triggers (decision 026), so the list reads rows instead of summing invoices; the
 * bulk seed goes through those triggers too, and the drift check must find nothing afterwards.
 */
export async function benchBudgetList({
  db,
  base,
  headers,
  budgets = 50,
  invoices = 100_000,
  answerCache,
}: Options): Promise<Row[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const seedStarted = performance.now();
  const year = await db.execute<{ id: number }>(
    sql`insert into fiscal_years (start_date, end_date) values ('2040-07-01', '2041-06-30') returning id`,
  );
  const fiscalYearId = year.rows[0]?.id;
  if (!fiscalYearId) throw new Error('fiscal year insert returned nothing');
  await db.execute(sql`
    insert into budgets (name, fiscal_year_id, oca, allocated_amt, low_budget_level)
    select 'Bench budget ' || lpad(b::text, 3, '0'), ${fiscalYearId}, 'OCA' || b, 5000000 + b * 1000, 10
    from generate_series(1, ${budgets}) b`);
  await db.execute(sql`
    insert into budget_funds (budget_id, fund_number, fund_name)
    select b.id, 'F-' || b.id || '-' || f, 'Fund ' || f
    from budgets b cross join generate_series(1, 2) f
    where b.fiscal_year_id = ${fiscalYearId}`);
  await db.execute(sql`
    insert into purchase_orders (budget_id, po_number, vendor_name, po_value, is_active)
    select b.id, 'PO-' || b.id || '-' || p, 'Vendor ' || p, 400000 + p * 10000, p <> ${posPerBudget}
    from budgets b cross join generate_series(1, ${posPerBudget}) p
    where b.fiscal_year_id = ${fiscalYearId}`);
  // Invoices round-robin over the budgets; four in five on one of the budget's POs; statuses 1..5.
  const invoiceStarted = performance.now();
  await db.execute(sql`
    with b as (select id, row_number() over (order by id) - 1 as n from budgets where fiscal_year_id = ${fiscalYearId}),
         po as (select id, budget_id, row_number() over (partition by budget_id order by id) - 1 as n
                from purchase_orders where budget_id in (select id from b))
    insert into invoices (budget_id, po_id, invoice_number, status_id, invoiced_amt, paid_amt)
    select b.id, po.id, 'INV-' || i, (1 + i % 5)::smallint, ((i % 997) + 0.25)::numeric(15, 2),
           ((i % 997) + 0.25)::numeric(15, 2)
    from generate_series(1, ${invoices}) i
    join b on b.n = i % ${budgets}
    left join po on po.budget_id = b.id and po.n = (i / ${budgets}) % ${posPerBudget} and i % 5 <> 0`);
  const invoiceSeconds = (performance.now() - invoiceStarted) / 1000;
  // Settle the tables the seed filled (the invoices and their audit rows) so autovacuum does not start on them
  // during the measurement; then the planner's statistics for the whole database, as run.ts does.
  await db.execute(sql`vacuum invoices, global_audit, purchase_orders, budgets`);
  await db.execute(sql`analyze`);
  // And write the seed's pages out now: a checkpoint running during the measurement counts as the requests' CPU.
  await db.execute(sql`checkpoint`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const drift = await db.execute<{ n: number }>(sql`select count(*)::int as n from budget_figures_drift()`);
  const driftRows = drift.rows[0]?.n ?? -1;

  const url = `${base}/api/BA/GetBudgetList?isActive=true&fiscalYearId=${fiscalYearId}`;
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${url}: HTTP ${probe.status} ${await probe.text()}`);
  const listed = ((await probe.json()) as unknown[]).length;
  if (listed !== budgets) throw new Error(`GetBudgetList returned ${listed} budgets, expected ${budgets}`);

  // Warm up first (JIT, pool connections, prepared statements on each of them); measure after. The load comes
  // from another process; CPU is the server's and its database's (load-from-child.ts).
  await loadFromChild({ url, headers, connections, seconds: 2 });
  const result = await loadFromChild({ url, headers, connections, seconds });
  const perSecond = Math.round(result.rps);
  const cpu = Math.round(result.cpuMicros);
  const label = `${budgets} budgets, ${invoices.toLocaleString('en-US')} invoices`;
  console.log(`\nGetBudgetList (${label}): ${machineLoad()}`);
  const misses = answerCache?.enabled
    ? await missAndHit({ db, url, headers, answerCache, fiscalYearId })
    : null;
  return [
    {
      name: `GetBudgetList (${label}), -c ${connections}, ${seconds} s${answerCache?.enabled ? ', answer cache hits' : ''}`,
      value: `${perSecond} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx})`,
      goal: `≥ ${goalPerSecond} req/s`,
      met: perSecond >= goalPerSecond && result.non2xx === 0,
    },
    {
      name: 'GetBudgetList CPU per request, app and database',
      value: `${cpu} µs (app ${Math.round(result.appCpuMicros)} µs)`,
      goal: `≤ ${goalCpuMicros} µs`,
      met: cpu <= goalCpuMicros,
    },
    ...(misses
      ? [
          {
            name: 'GetBudgetList after an announced change (a miss) and the read after it (a hit), median of 20, -c 1',
            value: `miss ${misses.missMs.toFixed(2)} ms, hit ${misses.hitMs.toFixed(2)} ms (wall clock, client included)`,
            goal: 'shown',
            met: true,
          },
        ]
      : []),
    {
      name: `budget_figures_drift() after seeding ${invoices.toLocaleString('en-US')} invoices in one statement`,
      value: `${driftRows} rows (insert ${invoiceSeconds.toFixed(1)} s, whole seed ${seedSeconds.toFixed(1)} s)`,
      goal: '0 rows',
      met: driftRows === 0,
    },
  ];
}

/**
 * A miss's cost beside a hit's: each round changes the fiscal year's budgets in the database (announced by the
 * trigger of migration 0045), waits until the app dropped its answers, then reads twice.
 */
async function missAndHit(options: {
  db: Db;
  url: string;
  headers: Record<string, string>;
  answerCache: AnswerCache;
  fiscalYearId: number;
}): Promise<{ missMs: number; hitMs: number }> {
  const { db, url, headers, answerCache, fiscalYearId } = options;
  const read = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return performance.now() - started;
  };
  const missMs: number[] = [];
  const hitMs: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    await db.execute(sql`update budgets set oca = oca where fiscal_year_id = ${fiscalYearId}`);
    const deadline = Date.now() + 2000;
    while (answerCache.size > 0) {
      if (Date.now() > deadline) throw new Error('the change was not announced within 2 s');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    missMs.push(await read());
    if (answerCache.size !== 1) throw new Error('the miss was not kept');
    hitMs.push(await read());
  }
  return { missMs: median(missMs), hitMs: median(hitMs) };
}
