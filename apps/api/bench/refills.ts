import { fileURLToPath } from 'node:url';
import { refillPaths } from '@homer/contracts/refills';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { asPhiUser } from './as-phi-user.ts';
import { type GoalRow, percentile } from './goal-row.ts';
import { listLatencyRows } from './list-latency.ts';

export const benchShipments = 20_000;
const widgetP95Goal = 20;
const listP95Goal = 30;
const runs = 200;

/**
 * Tops refill shipments up to `count` (decision 058): two years of them at every demo inventory, most Delivered,
 * the last few days' still open, one to three items each. Audit triggers are off for the fill, as for the other
 * benches.
 */
export async function ensureRefillShipments(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from refill_shipments`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table refill_shipments disable trigger refill_shipments_audit`);
    await tx.execute(sql`alter table refill_shipment_items disable trigger refill_shipment_items_audit`);
    await tx.execute(sql`
      with sites as (select id, facility_id, row_number() over (order by id) - 1 as n, count(*) over () as total
                     from inventory_sites),
           rx as (select id, rx_number, ndc, row_number() over (order by id) - 1 as n, count(*) over () as total
                  from prescriptions where ndc is not null),
           t as (select i, now() - make_interval(mins => (i * 523) % (2 * 365 * 24 * 60)) as created
                 from generate_series(1, ${count - have}) as i),
           ins as (
             insert into refill_shipments (facility_id, inventory_site_id, current_step, created_at, updated_at)
             select s.facility_id, s.id,
                    case when t.created > now() - interval '5 days' then (t.i % 5) - 1 else 5 end,
                    t.created, t.created
             from t join sites s on s.n = t.i % s.total
             returning id)
      insert into refill_shipment_items (shipment_id, prescription_id, rx_number, ndc, quantity)
      select ins.id, rx.id, rx.rx_number, rx.ndc, 30
      from ins, generate_series(0, 2) as k, rx
      where k <= ins.id % 3 and rx.n = (ins.id + k) % rx.total`);
    await tx.execute(sql`alter table refill_shipments enable trigger refill_shipments_audit`);
    await tx.execute(sql`alter table refill_shipment_items enable trigger refill_shipment_items_audit`);
  });
  await db.execute(sql`analyze refill_shipments`);
  await db.execute(sql`analyze refill_shipment_items`);
}

/** The widget's call: an envelope, so timed here rather than by listLatencyRows. */
async function widgetRows(
  base: string,
  headers: Record<string, string>,
  facilityId: number,
): Promise<GoalRow[]> {
  const rows: GoalRow[] = [];
  for (const page of [1, 5, 50]) {
    const url = `${base}/${refillPaths.recentRefills}/${facilityId}?silent=true&page=${page}`;
    const get = async () => {
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
      return res.json();
    };
    for (let i = 0; i < 5; i++) await get();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await get();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    rows.push({
      name: `refill widget: page ${page}, p50 (p95)`,
      value: `${percentile(samples, 50).toFixed(1)} (${p95.toFixed(1)}) ms`,
      goal: `p95 ≤ ${widgetP95Goal} ms`,
      met: p95 <= widgetP95Goal,
    });
  }
  return rows;
}

/**
 * `headers`: the bench user's authorization (an Inventory administrator: every facility); `userId` their id. The
 * fulfilment list is PHI, so the session is marked multi-factor verified and the user given the inactivity
 * timeout for the measurement, then set back.
 */
export async function benchRefills(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
  userId: number;
}): Promise<GoalRow[]> {
  const { db, base, headers, userId } = options;
  await ensureRefillShipments(db, benchShipments);
  const facility = await db.execute<{ id: number }>(
    sql`select facility_id as id from refill_shipments group by facility_id order by count(*) desc limit 1`,
  );
  const facilityId = facility.rows[0]?.id ?? 1;
  console.log(
    `\n## Refills, ${benchShipments.toLocaleString('en-US')} shipments (${runs} sequential requests each)\n`,
  );
  return asPhiUser(db, userId, async () => {
    const widget = await widgetRows(base, headers, facilityId);
    const list = await listLatencyRows({
      base,
      headers,
      listUrl: `/${refillPaths.list}`,
      cases: [
        ['fulfilment: open, page 1', '?pageSize=25'],
        ['fulfilment: every step, page 1', '?pageSize=25&step='],
        ['fulfilment: Delivered at one facility, page 1', `?pageSize=25&step=5&facilityId=${facilityId}`],
        ['fulfilment: QC Check, page 1', '?pageSize=25&step=2'],
        ['fulfilment: Rx "10000001"', '?pageSize=25&step=&search=10000001'],
      ],
      runs,
      p95Goal: listP95Goal,
    });
    return [...widget, ...list];
  });
}

// Alone: an embedded database, the demo seed, 20,000 shipments, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'refills', pgPort: 54437, poolSize: 20, userName: 'admin' },
    ({ db, base, token, userId }) =>
      benchRefills({ db, base, headers: { authorization: `Bearer ${token}` }, userId }),
  );
}
