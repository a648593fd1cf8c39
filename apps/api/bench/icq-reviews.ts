import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { listLatencyRows } from './list-latency.ts';

const listUrl = '/api/ICQ/IcqReviews/GetList';
export const benchReviews = 100_000;
const p95Goal = 30;
const runs = 200;

/**
 * Tops review visits up to `count` (decision 056): six years of proposed times around today, most answered,
 * spread over a dozen reviewers and the first 50 facilities, with an answered survey for every third one. The
 * audit triggers are off for the fill, as for the other benches.
 */
export async function ensureReviews(db: Db, count: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from icq_reviews`)).rows[0]?.n ?? 0,
  );
  if (have >= count) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table icq_reviews disable trigger icq_reviews_audit`);
    await tx.execute(sql`alter table icq_feedback disable trigger icq_feedback_audit`);
    await tx.execute(sql`
      with who as (select array_agg(id) as ids from (select id from users order by id limit 12) u),
           fac as (select array_agg(id) as ids from (select id from facilities order by id limit 50) f),
           r as (select i, now() + make_interval(mins => ((i * 7919) % (6 * 365 * 24 * 60)) - 3 * 365 * 24 * 60) as at,
                        case when i % 10 < 2 then 'Proposed' when i % 10 < 7 then 'Approved'
                             when i % 10 < 9 then 'Declined' else 'Cancelled' end as status
                 from generate_series(1, ${count - have}) as i),
           made as (
             insert into icq_reviews (facility_id, facility_street_address, facility_city, facility_state_abr,
               facility_zip, proposed_schedule_at, reviewer_user_id, schedule_status, schedule_decided_at,
               created_by_user_id, cancel_reason, cancelled_at)
             select fac.ids[1 + r.i % array_length(fac.ids, 1)], r.i || ' Bench Way', 'Tallahassee', 'FL', '32399',
                    r.at, who.ids[1 + r.i % array_length(who.ids, 1)], r.status,
                    case when r.status in ('Approved', 'Declined') then r.at - interval '10 days' end,
                    who.ids[1], case when r.status = 'Cancelled' then 'Bench' end,
                    case when r.status = 'Cancelled' then r.at - interval '5 days' end
             from r, who, fac
             returning id)
      insert into icq_feedback (icq_review_id, rating, comment, submitted_at)
      select id, case when id % 3 = 0 then 1 + id % 5 end, null, case when id % 3 = 0 then now() end from made`);
    await tx.execute(sql`alter table icq_reviews enable trigger icq_reviews_audit`);
    await tx.execute(sql`alter table icq_feedback enable trigger icq_feedback_audit`);
  });
  // As autovacuum leaves a settled table: the visibility map lets the capped counts read the indexes only.
  await db.execute(sql`vacuum (analyze) icq_reviews`);
  await db.execute(sql`vacuum (analyze) icq_feedback`);
}

/** `headers`: a manager's (or administrator's) authorization. */
export async function benchIcqReviews(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  await ensureReviews(options.db, benchReviews);
  const { base, headers } = options;
  const reviewer =
    (await options.db.execute<{ id: number }>(sql`select id from users order by id limit 1`)).rows[0]?.id ??
    1;
  const facility =
    (await options.db.execute<{ id: number }>(sql`select id from facilities order by id limit 1`)).rows[0]
      ?.id ?? 1;
  const cases = [
    ['reviews: page 1 (latest proposed first)', '?pageSize=25'],
    ['reviews: page 1 by created', '?pageSize=25&sortField=createdAt'],
    ['reviews: status Proposed', '?pageSize=25&status=Proposed'],
    ['reviews: status Cancelled', '?pageSize=25&status=Cancelled'],
    ['reviews: one reviewer', `?pageSize=25&reviewerUserId=${reviewer}`],
    ['reviews: one facility', `?pageSize=25&facilityId=${facility}`],
    ['reviews: one month', '?pageSize=25&from=2027-01-01&to=2027-01-31'],
  ] as const;
  console.log(
    `\n## Review (ICQ) list, ${benchReviews.toLocaleString('en-US')} reviews (${runs} sequential requests each)\n`,
  );
  return listLatencyRows({ base, headers, listUrl, cases, runs, p95Goal });
}

// Alone: an embedded database, the demo seed, 100,000 reviews, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'icq-reviews', pgPort: 54496, poolSize: 20, userName: 'manager' },
    ({ db, base, token }) => benchIcqReviews({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
