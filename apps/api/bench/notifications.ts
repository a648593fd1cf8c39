import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { percentile, type GoalRow as Row } from './goal-row.ts';

type Options = {
  db: Db;
  base: string;
  /** Authorization of the user whose drawer is read. */
  headers: Record<string, string>;
  userId: number;
  rows?: number;
  runs?: number;
};

const listUrl = '/api/Notification/GetNotifications';
const p95Goal = 20;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Tops user_notifications up to `rows`: a tenth for the bench user, the rest spread over every user (the bench
 * user included, so about a fifth is theirs with the demo users), every 100th unread, every 20th a chat message,
 * business areas 1–10, one a minute into the past.
 */
export async function ensureNotifications(db: Db, userId: number, rows: number): Promise<void> {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from user_notifications`)).rows[0]?.n ?? 0,
  );
  if (have >= rows) return;
  await db.execute(sql`
    with ids as (select array_agg(id order by id) as a from users)
    insert into user_notifications (user_id, notification_type, business_area, type_key, title, message, link,
                                    notified_at, marked_as_read, marked_as_read_at, subscription)
    select case when i % 10 = 0 then ${userId} else ids.a[1 + i % array_length(ids.a, 1)] end,
           case when i % 20 = 0 then 'Chat' else 'Notification' end,
           1 + i % 10, 'admin.scheduled-job-failed', 'Bench notification ' || i, 'Message ' || i,
           'dashboard', now() - make_interval(mins => ${rows} - i), i % 100 <> 0,
           case when i % 100 <> 0 then now() end, case when i % 7 = 0 then 'job:bench' || (i % 50) end
    from generate_series(1, ${rows - have}) as i, ids`);
  await db.execute(sql`vacuum (analyze) user_notifications`);
}

async function getPage(base: string, headers: Record<string, string>, path: string) {
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { value: { items: { userNotificationId: number }[]; hasMore: boolean } };
}

async function time(runs: number, base: string, headers: Record<string, string>, path: string) {
  for (let i = 0; i < 5; i++) await getPage(base, headers, path);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await getPage(base, headers, path);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The drawer's pages on a million notifications (decision 047): first and deep pages, unread, all, one area. */
export async function benchNotifications({
  db,
  base,
  headers,
  userId,
  rows = 1_000_000,
  runs = 100,
}: Options) {
  await ensureNotifications(db, userId, rows);
  const deep = await db.execute<{ id: number }>(sql`
    select id from user_notifications where user_id = ${userId} and notification_type = 'Notification'
    order by id desc limit 1 offset 50000`);
  const deepId = deep.rows[0]?.id ?? 1;
  const mine = await db.execute<{ n: string }>(
    sql`select count(*) as n from user_notifications where user_id = ${userId}`,
  );
  const cases: [string, string][] = [
    ['drawer first page, Unread (default)', `${listUrl}?type=Notification`],
    ['drawer first page, All', `${listUrl}?type=Notification&unreadOnly=false`],
    [
      'drawer page 10,001 (50,000 rows deep), All',
      `${listUrl}?type=Notification&unreadOnly=false&before=${deepId}`,
    ],
    ['drawer deep page, Unread', `${listUrl}?type=Notification&before=${deepId}`],
    [
      'drawer first page, one business area, All',
      `${listUrl}?type=Notification&unreadOnly=false&businessArea=7`,
    ],
    [
      'drawer deep page, one business area, All',
      `${listUrl}?type=Notification&unreadOnly=false&businessArea=7&before=${deepId}`,
    ],
    ['unread counts (both badges)', '/api/Notification/GetUnreadCounts'],
  ];
  const out: Row[] = [];
  for (const [name, path] of cases) {
    const t = await time(runs, base, headers, path);
    out.push({
      name: `${name}; ${rows.toLocaleString('en-US')} rows, ${Number(mine.rows[0]?.n ?? 0).toLocaleString('en-US')} the user's, p50 (p95)`,
      value: `${ms(t.p50)} (${ms(t.p95)})`,
      goal: `p95 ≤ ${p95Goal} ms`,
      met: t.p95 <= p95Goal,
    });
  }
  return out;
}
