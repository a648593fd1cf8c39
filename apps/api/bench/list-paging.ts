import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { ensureAuditHistory } from './global-audit.ts';
import { percentile, type GoalRow as Row } from './goal-row.ts';

type Options = {
  db: Db;
  /** Where the app listens, e.g. http://127.0.0.1:41234 */
  base: string;
  /** Authorization of a user who may read the job history, outbox and audit lists (an Admin system admin). */
  headers: Record<string, string>;
  outboxRows?: number;
  auditRows?: number;
  runs?: number;
  /** Seconds of autocannon load per job-history page. */
  seconds?: number;
};

const historyUrl = '/api/Silkier/SilkierHistory/GetHistory';
const outboxUrl = '/api/Administration/EmailOutbox/GetList';
const auditUrl = '/api/Administration/GlobalAuditHistory/GetGlobalAuditList';
const deepPage = 1000;
const pageSize = 50;
const p95Goal = 30;
const ratioGoal = 1.5;

type Page = { data: unknown[]; totalRecords: number; totalCapped?: boolean; nextCursor?: string };

async function getPage(base: string, headers: Record<string, string>, path: string): Promise<Page> {
  const res = await fetch(`${base}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Page;
}

/** Sequential HTTP requests after a warm-up: p50 and p95 in ms, and the last body. */
async function time(runs: number, base: string, headers: Record<string, string>, path: string) {
  for (let i = 0; i < 3; i++) await getPage(base, headers, path);
  const samples: number[] = [];
  let body: Page = { data: [], totalRecords: 0 };
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    body = await getPage(base, headers, path);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), body };
}

async function throughput(base: string, headers: Record<string, string>, path: string, seconds: number) {
  const result = await autocannon({ url: `${base}${path}`, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx responses`);
  return result.requests.average;
}

/** Tops the outbox up to `rows` messages of varied recipients and subjects, as years of mail would leave it. */
async function ensureOutbox(db: Db, rows: number) {
  const have = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from email_outbox`)).rows[0]?.n ?? 0,
  );
  if (have >= rows) return;
  await db.execute(sql`
    insert into email_outbox (to_address, subject, text_body, created_at)
    select 'user' || i || '@' || (array['clinic', 'pharmacy', 'health', 'county', 'example'])[1 + i % 5]
             || (i % 97) || '.org',
           (array['Support Desk Ticket #', 'HOMER password reset ', 'Refill request received #',
                  'Your HEROS application #', 'New PFS registration #'])[1 + i % 5] || i,
           'Body ' || i, now() - make_interval(secs => i * 30)
    from generate_series(1, ${rows - have}) as i`);
  await db.execute(sql`vacuum (analyze) email_outbox`);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Keyset paging and trigram contains-searches (decision 027), through HTTP on a listening app:
 * job history page 1 against page 1000 reached by cursor (latency and requests/s), the outbox recipient
 * search on 100k messages, and the audit list's RX contains and free-text searches on 1M audit rows.
 * Expects the 100k job runs bench/run.ts inserts.
 */
export async function benchListPaging({
  db,
  base,
  headers,
  outboxRows = 100_000,
  auditRows = 1_000_000,
  runs = 50,
  seconds = 3,
}: Options): Promise<Row[]> {
  const rows: Row[] = [];

  // Job history: walk to page 1000 by Next page, as the list does, then time it against page 1.
  const first = `${historyUrl}?pageSize=${pageSize}`;
  let cursor = (await getPage(base, headers, first)).nextCursor;
  const walkStarted = performance.now();
  for (let page = 2; page < deepPage && cursor; page++) {
    cursor = (await getPage(base, headers, `${first}&page=${page}&after=${cursor}`)).nextCursor;
  }
  const walkMs = performance.now() - walkStarted;
  if (!cursor)
    throw new Error(`job history has fewer than ${deepPage} pages; run bench/run.ts's seeding first`);
  const deep = `${first}&page=${deepPage}&after=${cursor}`;
  const page1 = await time(runs, base, headers, first);
  const pageN = await time(runs, base, headers, deep);
  const rps1 = await throughput(base, headers, first, seconds);
  const rpsN = await throughput(base, headers, deep, seconds);
  const latencyRatio = pageN.p50 / page1.p50;
  const rpsRatio = rps1 / rpsN;
  rows.push(
    {
      name: `job history page 1 / page ${deepPage} by cursor, p50 (p95)`,
      value: `${ms(page1.p50)} (${ms(page1.p95)}) / ${ms(pageN.p50)} (${ms(pageN.p95)}); ratio ${latencyRatio.toFixed(2)}×`,
      goal: `page ${deepPage} within ${ratioGoal}× of page 1`,
      met: latencyRatio <= ratioGoal,
    },
    {
      name: `job history page 1 / page ${deepPage} by cursor, requests/s (10 connections)`,
      value: `${Math.round(rps1)} / ${Math.round(rpsN)}; ratio ${rpsRatio.toFixed(2)}×`,
      goal: `page ${deepPage} within ${ratioGoal}× of page 1`,
      met: rpsRatio <= ratioGoal,
    },
    {
      name: `job history: walk pages 2–${deepPage - 1} by cursor`,
      value: `${ms(walkMs / (deepPage - 2))} per page`,
      goal: 'information',
      met: true,
    },
  );

  await ensureOutbox(db, outboxRows);
  const outboxCases: [string, string][] = [
    ['outbox recipient contains "user4242@" (one match)', 'user4242%40'],
    ['outbox recipient contains "pharmacy17" (about 200)', 'pharmacy17.'],
    ['outbox subject contains "password reset" (a fifth)', 'password%20reset'],
  ];
  for (const [name, term] of outboxCases) {
    const t = await time(runs, base, headers, `${outboxUrl}?pageSize=${pageSize}&search=${term}`);
    rows.push({
      name: `${name}, ${outboxRows.toLocaleString('en-US')} messages, p50 (p95); ${t.body.totalRecords} found`,
      value: `${ms(t.p50)} (${ms(t.p95)})`,
      goal: `p95 ≤ ${p95Goal} ms`,
      met: t.p95 <= p95Goal,
    });
  }

  await ensureAuditHistory(db, auditRows);
  const rx = await db.execute<{ rx: string }>(
    sql`select rx_number as rx from global_audit where rx_number is not null
        order by date_changed desc limit 1 offset 20000`,
  );
  const rxFull = rx.rows[0]?.rx ?? '0012345';
  const lastMonth = {
    dateFrom: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    dateTo: new Date().toISOString().slice(0, 10),
  };
  const monthQuery = new URLSearchParams(lastMonth).toString();
  const auditCases: [string, string][] = [
    [`audit RX contains "${rxFull.slice(2)}"`, `rx=${rxFull.slice(2)}`],
    [`audit RX contains "${rxFull.slice(1, 5)}"`, `rx=${rxFull.slice(1, 5)}`],
    ['audit search "Ticket #4321"', 'search=Ticket%20%234321'],
    ['audit search "expiration"', 'search=expiration'],
    ['audit search "value 512", last month (page default)', `search=value%20512&${monthQuery}`],
    ['audit search "<b>value 7", last month', `search=%3Cb%3Evalue%207&${monthQuery}`],
  ];
  const auditHeaders = { ...headers, 'x-timezone': 'America/New_York' };
  for (const [name, query] of auditCases) {
    const t = await time(runs, base, auditHeaders, `${auditUrl}?pageSize=100&${query}`);
    const found = `${t.body.totalRecords.toLocaleString('en-US')}${t.body.totalCapped ? '+' : ''}`;
    rows.push({
      name: `${name}, ≥ ${auditRows.toLocaleString('en-US')} rows, p50 (p95); ${found} found`,
      value: `${ms(t.p50)} (${ms(t.p95)})`,
      goal: `p95 ≤ ${p95Goal} ms`,
      met: t.p95 <= p95Goal,
    });
  }
  return rows;
}
