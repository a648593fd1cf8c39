import { reportPaths } from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { type GoalRow, percentile } from './goal-row.ts';
import { ensureStockLedger } from './stock-ledger.ts';

/** Issue 32: every report's first page within this at p95, on the 5,000,000-line ledger. */
const firstPageGoalMs = 500;
const runs = 10;

async function timedGet(base: string, headers: Record<string, string>, path: string) {
  const once = async () => {
    const res = await fetch(`${base}/${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The stock reports' first pages on the stock ledger bench's data (filled here when missing). */
export async function benchReports(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  const { db, base, headers } = options;
  await ensureStockLedger(db);
  const siteId =
    (
      await db.execute<{ id: number }>(
        sql`select min(inventory_site_id) as id from stock_lots where lot_number like 'B%'`,
      )
    ).rows[0]?.id ?? 0;
  const month = `from=${day(-30)}&to=${day(0)}`;
  const rows: GoalRow[] = [];
  for (const [name, path] of [
    [
      'stock ledger report: one site, last 30 days',
      `${reportPaths.stockLedger}?pageSize=50&siteId=${siteId}&${month}`,
    ],
    ['stock ledger report: every site, last 30 days', `${reportPaths.stockLedger}?pageSize=50&${month}`],
    [
      'stock ledger report: every site, a year',
      `${reportPaths.stockLedger}?pageSize=50&from=${day(-365)}&to=${day(0)}`,
    ],
    ['expiring stock report: every site, 90 days', `${reportPaths.expiringStock}?pageSize=50&within=90`],
    ['stock usage report: one site', `${reportPaths.stockUsage}?pageSize=50&siteId=${siteId}`],
    ['stock usage report: every site', `${reportPaths.stockUsage}?pageSize=50`],
  ] as const) {
    const t = await timedGet(base, headers, path);
    rows.push({
      name: `${name}, p50 (p95)`,
      value: `${t.p50.toFixed(0)} (${t.p95.toFixed(0)}) ms`,
      goal: `p95 ≤ ${firstPageGoalMs} ms`,
      met: t.p95 <= firstPageGoalMs,
    });
  }
  return rows;
}
