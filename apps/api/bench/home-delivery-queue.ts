import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { asPhiUser } from './as-phi-user.ts';
import type { GoalRow } from './goal-row.ts';
import { listLatencyRows } from './list-latency.ts';

const listUrl = '/api/Pharmacy/HomeDelivery/GetList';
export const benchRefillRequests = 100_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops refill requests up to `count` (decision 055): three years of them, most Shipped or Cancelled, the last few
 * percent still Received or In Process, one to three Rx lines each and a thousand patients' phones. The audit
 * triggers are off for the fill, as for the other benches.
 */
export async function ensureRefillRequests(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from home_delivery_requests`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table home_delivery_requests disable trigger home_delivery_requests_audit`);
    await tx.execute(sql`
      with t as (select i, now() - make_interval(mins => (i * 947) % (3 * 365 * 24 * 60)) as submitted
                 from generate_series(1, ${count - have}) as i),
           ins as (
             insert into home_delivery_requests (phone_number, status, submitted_at, updated_at, tracking_number)
             select '(850) 555-' || lpad((t.i % 1000)::text, 4, '0'),
                    case when t.submitted > now() - interval '10 days' and t.i % 3 = 0 then 'Received'
                         when t.submitted > now() - interval '10 days' and t.i % 3 = 1 then 'In Process'
                         when t.i % 20 = 0 then 'Cancelled' else 'Shipped' end,
                    t.submitted, t.submitted + interval '1 day',
                    case when t.i % 20 <> 0 then '1Z' || lpad(t.i::text, 16, '0') end
             from t
             returning id)
      insert into home_delivery_request_lines (request_id, rx_number, refills_remaining)
      select ins.id, lpad(((ins.id * 7 + n) % 100000000)::text, 8, '0'), 2
      from ins, generate_series(0, 2) as n
      where n <= ins.id % 3`);
    await tx.execute(sql`alter table home_delivery_requests enable trigger home_delivery_requests_audit`);
  });
  await db.execute(sql`analyze home_delivery_requests`);
  await db.execute(sql`analyze home_delivery_request_lines`);
}

/**
 * `headers`: the bench user's authorization; `userId` their id. The queue is PHI, so the bench user's session is
 * marked multi-factor verified and the user given the inactivity timeout for the measurement, then set back.
 */
export async function benchHomeDeliveryQueue(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
  userId: number;
}): Promise<GoalRow[]> {
  const { db, base, headers, userId } = options;
  await ensureRefillRequests(db, benchRefillRequests);
  const cases = [
    ['refills: open, page 1 (oldest first)', '?pageSize=25'],
    ['refills: open, page 1, newest first', '?pageSize=25&sortOrder=desc'],
    ['refills: every status, page 1', '?pageSize=25&status='],
    ['refills: Shipped, page 1', '?pageSize=25&status=Shipped'],
    ['refills: phone "555-0042"', '?pageSize=25&status=&search=555-0042'],
    ['refills: Rx "00000700"', '?pageSize=25&status=&search=00000700'],
  ] as const;
  console.log(
    `\n## Home-delivery refill queue, ${benchRefillRequests.toLocaleString('en-US')} requests (${runs} sequential requests each)\n`,
  );
  return asPhiUser(db, userId, () => listLatencyRows({ base, headers, listUrl, cases, runs, p95Goal }));
}

// Alone: an embedded database, the demo seed, 100,000 requests, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'home-delivery', pgPort: 54425, poolSize: 20, userName: 'admin' },
    ({ db, base, token, userId }) =>
      benchHomeDeliveryQueue({ db, base, headers: { authorization: `Bearer ${token}` }, userId }),
  );
}
