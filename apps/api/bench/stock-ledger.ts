import { stockPaths } from '@homer/contracts/stock';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { systemActor, withTx } from '../src/db/tx.ts';
import { allocateFefoMany } from '../src/platform/stock/allocate-stock.ts';
import { postStockDocument } from '../src/platform/stock/post-stock-document.ts';
import { findStockDrift } from '../src/platform/stock/stock-drift.ts';
import { type GoalRow, percentile } from './goal-row.ts';

export const benchLots = Number(process.env.STOCK_BENCH_LOTS ?? 200_000);
/** Ledger lines per lot: one receipt, then shipments. 200,000 lots × 25 = 5,000,000 lines. */
const linesPerLot = 25;
/** Lots per document: 50,000 receipts and 1,200,000 shipments (issue 32: 1M shipments). */
const lotsPerDocument = 4;
const benchProducts = 2_000;
const postGoalMs = 50;
const allocateGoalMs = 50;
const driftGoalSeconds = 60;
const runs = 40;
/** A rolled-back transaction leaves the data as it was, so every run measures the same work. */
class RollBack extends Error {}

/** The ledger's triggers a bulk fill turns off: it writes on hand itself and rebuilds the summaries after. */
const ledgerTriggers = [
  ['stock_lots', 'stock_lots_start_empty'],
  ['stock_movements', 'stock_movements_apply'],
  ['stock_movements', 'stock_movements_consumption'],
  ['stock_movements', 'stock_movements_ledger_summaries'],
  ['stock_documents', 'stock_documents_shipment_days'],
] as const;

async function toggleLedgerTriggers(tx: Pick<Db, 'execute'>, how: 'enable' | 'disable') {
  for (const [table, trigger] of ledgerTriggers)
    await tx.execute(sql.raw(`alter table ${table} ${how} trigger ${trigger}`));
}

/**
 * Fills the ledger to `benchLots` lots with `linesPerLot` lines each (issue 29: 5 million lines, 200,000 lots) over
 * 2,000 bench products at the demo sites. The ledger's triggers are off for the fill and each lot's on hand is
 * written as the sum its lines make, which the drift check then proves.
 */
export async function ensureStockLedger(db: Db): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from stock_lots`)).rows[0]?.n ?? 0,
  );
  if (have >= benchLots) return;
  await db.transaction(async (tx) => {
    await toggleLedgerTriggers(tx, 'disable');
    await tx.execute(sql`
      insert into ndc_products (ndc, product_name, dispensing_unit, pack_size)
      select format('%s-100-01', 90000 + i), format('Bench product %s', i), 'tablet', 30
      from generate_series(1, ${benchProducts}) as i
      on conflict do nothing`);
    await tx.execute(sql`
      create temporary table bench_lot on commit drop as
      with sites as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from inventory_sites),
           products as (select id, row_number() over (order by id) - 1 as n from ndc_products where product_name like 'Bench product %')
      select i, s.id as site_id, p.id as product_id
      from generate_series(0, ${benchLots - 1}) as i
      join sites s on s.n = least(i * s.total / ${benchLots}, s.total - 1)
      join products p on p.n = i % ${benchProducts}`);
    await tx.execute(sql`
      insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind, on_hand)
      select site_id, product_id, 'B' || i, current_date + ((i * 37) % 900 - 60), 'supplier',
        1000 - (select sum(10 + (i + k) % 20) from generate_series(1, ${linesPerLot - 1}) as k)
      from bench_lot`);
    await tx.execute(sql`
      create temporary table bench_doc on commit drop as
      select k, b.block, min(l.site_id) as site_id
      from generate_series(0, ${linesPerLot - 1}) as k,
        (select distinct i / ${lotsPerDocument} as block from bench_lot) b
      join bench_lot l on l.i / ${lotsPerDocument} = b.block
      group by k, b.block`);
    await tx.execute(sql`
      insert into stock_documents (kind, inventory_site_id, reference, occurred_at)
      select case when k = 0 then 'receipt' else 'shipment' end, site_id, 'bench ' || k || '/' || block,
        now() - make_interval(days => 200 - k * 8)
      from bench_doc`);
    await tx.execute(sql`
      insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
      select d.id, l.id, case when k = 0 then 1000 else -(10 + (b.i + k) % 20) end,
        case when k = 0 then 'received' else 'dispensed' end, d.occurred_at
      from bench_lot b
      join stock_lots l on l.lot_number = 'B' || b.i and l.ndc_product_id = b.product_id and l.inventory_site_id = b.site_id
      cross join generate_series(0, ${linesPerLot - 1}) as k
      join stock_documents d on d.reference = 'bench ' || k || '/' || (b.i / ${lotsPerDocument})
      -- In the order they happen, as a ledger grows: reports read time ranges through a BRIN index.
      order by d.occurred_at`);
    // The consumption days the ledger's trigger would have kept (every bench shipment is used stock).
    await tx.execute(sql`
      insert into stock_consumption_days (inventory_site_id, ndc_product_id, day, units)
      select l.inventory_site_id, l.ndc_product_id, (mv.occurred_at at time zone 'UTC')::date, -sum(mv.quantity)
      from stock_movements mv join stock_lots l on l.id = mv.lot_id
      where mv.reason_code = 'dispensed' and l.lot_number like 'B%'
      group by 1, 2, 3
      on conflict (inventory_site_id, ndc_product_id, day) do update set units = stock_consumption_days.units + excluded.units`);
    await toggleLedgerTriggers(tx, 'enable');
    // The summaries the ledger's triggers would have kept (decision 118).
    await tx.execute(sql`select rebuild_stock_ledger_summaries()`);
  });
  // Autovacuum does this to a table after many inserts (PostgreSQL 13+); until it has, the visibility map is empty
  // and the stock page's count, an index-only scan of stock_lots_site_product_idx, reads the heap: 40 ms, not 16.
  for (const table of [
    'ndc_products',
    'stock_lots',
    'stock_documents',
    'stock_movements',
    'stock_ledger_days',
    'stock_shipment_days',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function timedRuns(work: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Runs `work` in a transaction that is always rolled back. */
async function inRolledBack(db: Db, work: Parameters<typeof withTx>[2]): Promise<void> {
  try {
    await withTx(db, systemActor, async (tx) => {
      await work(tx);
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
}

const row = (name: string, t: { p50: number; p95: number }, goal: number): GoalRow => ({
  name: `${name}, p50 (p95)`,
  value: `${t.p50.toFixed(1)} (${t.p95.toFixed(1)}) ms`,
  goal: `p95 ≤ ${goal} ms`,
  met: t.p95 <= goal,
});

const pageGoalMs = 30;

/** A GET of the running app, timed like the posting runs. */
const timedGet = (base: string, headers: Record<string, string>, path: string) =>
  timedRuns(async () => {
    const res = await fetch(`${base}/${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });

/**
 * Issue 29's ledger figures on 5,000,000 lines: the stock page and a lot's ledger page through the API, posting,
 * first-expiry-first-out allocation, the nightly check.
 */
export async function benchStockLedger(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  const { db, base, headers } = options;
  const filling = performance.now();
  await ensureStockLedger(db);
  const counts = (
    await db.execute<{ lots: number; lines: number }>(
      sql`select (select count(*) from stock_lots)::int as lots, (select count(*) from stock_movements)::int as lines`,
    )
  ).rows[0];
  console.log(
    `\nstock ledger: ${counts?.lots.toLocaleString('en-US')} lots, ${counts?.lines.toLocaleString('en-US')} lines (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s)`,
  );
  // Fifty lots of one site, each in a different product: a count's variance or a big receipt.
  const { rows: lots } = await db.execute<{ id: number; siteId: number; productId: number }>(sql`
    select distinct on (ndc_product_id) id, inventory_site_id as "siteId", ndc_product_id as "productId"
    from stock_lots
    where inventory_site_id = (select min(inventory_site_id) from stock_lots where lot_number like 'B%')
      and lot_number like 'B%' and status = 'available' and expiry_date > current_date + 30
    order by ndc_product_id, id limit 50`);
  const siteId = lots[0]?.siteId ?? 0;
  const posting = await timedRuns(() =>
    inRolledBack(db, async (tx) => {
      await postStockDocument(
        tx,
        systemActor,
        {
          kind: 'adjustment',
          inventorySiteId: siteId,
          lines: lots.map((l) => ({ lotId: l.id, quantity: 1, reasonCode: 'found' })),
        },
        { backdateDays: 7 },
      );
    }),
  );
  // A shipment's lines are allocated together, as the refill shipment's Product Prep does (allocateFefoMany).
  const allocating = await timedRuns(() =>
    inRolledBack(db, async (tx) => {
      await allocateFefoMany(
        tx,
        lots.map((lot, index) => ({
          inventorySiteId: siteId,
          ndcProductId: lot.productId,
          quantity: 5,
          demand: { kind: 'bench', id: index + 1 },
        })),
      );
    }),
  );
  const pages: GoalRow[] = [];
  const list = `${stockPaths.list}?pageSize=25`;
  for (const [name, path] of [
    ['stock page: one site', `${list}&siteId=${siteId}`],
    ['stock page: one site, expiring within 30 days', `${list}&siteId=${siteId}&expiring=30`],
    ['stock page: search by lot number', `${list}&search=B12345`],
    ['stock page: every site', list],
    ["a lot's ledger page", `${stockPaths.ledger}?id=${lots[0]?.id ?? 0}&pageSize=50`],
  ] as const)
    pages.push(row(name, await timedGet(base, headers, path), pageGoalMs));
  const started = performance.now();
  const drift = await findStockDrift(db);
  const driftSeconds = (performance.now() - started) / 1000;
  return [
    ...pages,
    row(
      `stock: post a 50-line document on ${counts?.lines.toLocaleString('en-US')} lines`,
      posting,
      postGoalMs,
    ),
    row('stock: allocate a 50-line shipment first-expiry-first-out', allocating, allocateGoalMs),
    {
      name: `stock: nightly re-derivation of on hand (${drift.length} lots drifted)`,
      value: `${driftSeconds.toFixed(1)} s`,
      goal: `≤ ${driftGoalSeconds} s, no drift`,
      met: driftSeconds <= driftGoalSeconds && drift.length === 0,
    },
  ];
}
