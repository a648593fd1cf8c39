import { type GlobalAuditQueryInput, globalAuditQuerySchema } from '@homer/contracts/global-audit';
import { count, sql } from 'drizzle-orm';
import { countCap, keysetPage } from '../src/db/paging.ts';
import type { Db } from '../src/db/pool.ts';
import { globalAudit } from '../src/db/schema/audit.ts';
import { seedAuditHistory } from '../src/db/seed-audit.ts';
import {
  globalAuditKeyset,
  globalAuditPageQuery,
  globalAuditWhere,
} from '../src/features/global-audit/queries.ts';
import { percentile } from './goal-row.ts';

type Options = {
  db: Db;
  /** Where the app listens, e.g. http://127.0.0.1:41234 */
  base: string;
  /** Authorization of a user who may read the list. */
  headers: Record<string, string>;
  rows?: number;
  runs?: number;
};

const timeZone = 'America/New_York';
const path = '/api/Administration/GlobalAuditHistory/GetGlobalAuditList';

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * Seeds synthetic audit history until the table holds at least `rows`: the global audit and list-paging
 * benches share one seeded set, whichever runs first.
 */
export async function ensureAuditHistory(db: Db, rows: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(globalAudit);
  const missing = rows - (row?.n ?? 0);
  if (missing > 0) await seedAuditHistory(db, missing);
}

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeds audit history, then times the global audit list through HTTP (auth, validation, one page query and
 * the capped count, sanitizing, serializing) next to the same two SQL statements run directly with
 * db.execute, sequentially, first page and a deep page, with and without each filter.
 */
export async function benchGlobalAudit({ db, base, headers, rows = 1_000_000, runs = 20 }: Options) {
  const seedStarted = performance.now();
  await ensureAuditHistory(db, rows);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Filter values from the data: a user of middling activity and an RX number from last month.
  const actor = await db.execute<{ id: number }>(
    sql`select changed_by as id from global_audit where changed_by is not null
        group by 1 order by count(*) limit 1 offset 3`,
  );
  const rx = await db.execute<{ rx: string }>(
    sql`select rx_number as rx from global_audit where rx_number is not null
        and date_changed < now() - interval '30 days' order by date_changed desc limit 1`,
  );
  const changedBy = String(actor.rows[0]?.id ?? 1);
  const lastMonth = { dateFrom: dayBefore(30), dateTo: dayBefore(0) };
  const filters: [string, Record<string, string>][] = [
    ['no filter', {}],
    ['date range: last month (page default)', lastMonth],
    ['business area: Rx Connects', { businessAreas: '[8]' }],
    ['business areas: Metabolic Formula, B&A', { businessAreas: '[4,9]' }],
    [`changed by: user ${changedBy}`, { changedBy }],
    ['RX number', { rx: rx.rows[0]?.rx ?? '0000001' }],
    ['area + changed by + last month', { businessAreas: '[8]', changedBy, ...lastMonth }],
  ];

  console.log(
    `\nGlobal audit list: ${rows.toLocaleString('en-US')} rows ready in ${seedSeconds.toFixed(1)} s; ` +
      `${runs} sequential runs per cell, ms; SQL = page query + capped count via db.execute\n`,
  );
  console.log('| filter | page | rows | total | API p50 | API p95 | SQL p50 | SQL p95 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, filter] of filters) {
    for (const page of ['1', '50']) {
      const input: GlobalAuditQueryInput = { ...filter, page };
      const query = globalAuditQuerySchema.parse(input);
      const where = globalAuditWhere(query, timeZone);
      const paging = keysetPage(globalAuditKeyset(query, timeZone), query);
      const url = `${base}${path}?${new URLSearchParams(input as Record<string, string>)}`;
      let body: { data: unknown[]; totalRecords: number; totalCapped?: boolean } = {
        data: [],
        totalRecords: 0,
      };
      const api = await time(runs, async () => {
        const res = await fetch(url, { headers: { ...headers, 'x-timezone': timeZone } });
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
        body = (await res.json()) as typeof body;
      });
      const direct = await time(runs, () =>
        Promise.all([
          db.execute(globalAuditPageQuery(db, paging, where)),
          db.execute(
            sql`select count(*) from (select 1 from ${globalAudit} where ${where ?? sql`true`} limit ${countCap + 1}) capped`,
          ),
        ]),
      );
      const total = `${body.totalRecords.toLocaleString('en-US')}${body.totalCapped ? '+' : ''}`;
      console.log(
        `| ${name} | ${page} | ${body.data.length} | ${total} | ${api.p50.toFixed(1)} | ${api.p95.toFixed(1)} | ${direct.p50.toFixed(1)} | ${direct.p95.toFixed(1)} |`,
      );
    }
  }
}
