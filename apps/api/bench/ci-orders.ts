import { fileURLToPath } from 'node:url';
import { ciOrderStatuses } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { textArray } from '../src/db/id-array.ts';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { cursorAfter, listLatencyRows } from './list-latency.ts';

const listUrl = '/api/CiRepack/CiOrder/GetList';
export const benchOrders = 100_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops county orders up to `count` (decision 107): spread over the demo's facilities as orderers, supplied by the
 * demo's first site, over four years of order dates, each status, one item each. Audit triggers off for the fill.
 */
export async function ensureOrders(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from ci_orders`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    for (const table of ['ci_orders', 'ci_order_items'])
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${table}_audit`));
    await tx.execute(sql`
      with f as (select array_agg(id order by id) as ids from facilities),
           s as (select min(id) as id from inventory_sites),
           t as (select i from generate_series(1, ${count - have}) i)
      insert into ci_orders (order_number, facility_id, supplying_site_id, order_date, status)
      select 'BO' || lpad(t.i::text, 7, '0'), f.ids[1 + t.i % array_length(f.ids, 1)], s.id,
        (current_date - (t.i % 1460)), (${textArray(ciOrderStatuses)})[1 + t.i % 10]
      from t, f, s`);
    await tx.execute(sql`
      insert into ci_order_items (order_id, product_id, cards_ordered)
      select o.id, (select id from ndc_products where repack_source_product_id is not null order by id limit 1),
        1 + o.id % 90
      from ci_orders o where o.order_number like 'BO%'
      on conflict do nothing`);
    for (const table of ['ci_orders', 'ci_order_items'])
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${table}_audit`));
  });
  for (const table of ['ci_orders', 'ci_order_items']) await db.execute(sql.raw(`analyze ${table}`));
}

/** `headers`: a CI user's authorization (the admin: every facility's orders). */
export async function benchCiOrders(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  await ensureOrders(options.db, benchOrders);
  const { base, headers } = options;
  const later = await cursorAfter(base, headers, listUrl, '?pageSize=25', 40);
  const cases = [
    ['CI orders: page 1, newest first', '?pageSize=25'],
    ['CI orders: page 41 (by cursor)', `?pageSize=25&page=41&after=${later}`],
    ['CI orders: oldest first', '?pageSize=25&sortOrder=asc'],
    ['CI orders: status Shipped', '?pageSize=25&status=Shipped'],
    ['CI orders: search "BO00123"', '?pageSize=25&search=BO00123'],
    ['CI orders: search "zzq" (no match)', '?pageSize=25&search=zzq'],
  ] as const;
  console.log(
    `\n## County orders, ${benchOrders.toLocaleString('en-US')} orders (${runs} sequential requests each)\n`,
  );
  return listLatencyRows({ base, headers, listUrl, cases, runs, p95Goal });
}

// Alone: an embedded database, the demo seed, 100,000 orders, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'ci-orders', pgPort: 54472, poolSize: 20, userName: 'admin' },
    ({ db, base, token }) => benchCiOrders({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
