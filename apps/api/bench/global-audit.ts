import { Agent, request } from 'node:http';
import { auditSearchMinLength, globalAuditQuerySchema } from '@homer/contracts/global-audit';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { globalAudit } from '../src/db/schema/audit.ts';
import { seedAuditHistory } from '../src/db/seed-audit.ts';
import {
  globalAuditKeyset,
  globalAuditPageQuery,
  globalAuditWhere,
} from '../src/features/global-audit/queries.ts';
import { readableChanges } from '../src/features/global-audit/readable-changes.ts';
import { cappedTotal, countCap, keysetPage, searchCountCap } from '../src/platform/paging/keyset-paging.ts';
import { type GoalRow, percentile } from './goal-row.ts';

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
/** The deepest page the list offers a jump to: the count cap at the spec's 100 rows a page. */
const deepestPage = countCap / 100;
const goalRatio = 1.5;

type Timing = { p50: number; p95: number };
type CpuTiming = Timing & { cpuMicros: number };
type Body = { data: unknown[]; totalRecords: number; totalCapped?: boolean; nextCursor?: string };
type Query = Record<string, string>;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One API call as a browser makes it (brotli accepted), timed to the last byte: the body is read but not
 * decoded, so the figure is the server's (auth, validation, queries, labels, serializing, compressing), not
 * this client's decompression, which shares this process.
 */
function apiCall(base: string, headers: Record<string, string>, query: Query): Promise<Buffer> {
  const url = new URL(`${path}?${new URLSearchParams(query)}`, base);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, headers: { ...headers, 'x-timezone': timeZone, 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function getPage(base: string, headers: Record<string, string>, query: Query): Promise<Body> {
  const url = `${base}${path}?${new URLSearchParams(query)}`;
  const res = await fetch(url, { headers: { ...headers, 'x-timezone': timeZone } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as Body;
}

const summary = (samples: number[]): Timing => {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
};

/**
 * Each call once per round, in turn, so all of them meet the same load on a shared machine: a page and its
 * SQL, the first page and the deep one. CPU is this process's per call (the app listens in it, and the
 * pool's driver runs in it).
 */
async function timeRounds(runs: number, calls: (() => Promise<unknown>)[]) {
  for (let i = 0; i < 3; i++) for (const call of calls) await call();
  const samples = calls.map(() => [] as number[]);
  const cpu = calls.map(() => 0);
  for (let i = 0; i < runs; i++) {
    for (const [k, call] of calls.entries()) {
      const before = process.cpuUsage();
      const started = performance.now();
      await call();
      samples[k]?.push(performance.now() - started);
      const used = process.cpuUsage(before);
      cpu[k] = (cpu[k] ?? 0) + used.user + used.system;
    }
  }
  return samples.map((s, k) => ({ ...summary(s), cpuMicros: (cpu[k] ?? 0) / runs }));
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
 * The statements the route runs for `input`, straight through the pool, in the route's order: a
 * contains-search counts first and lets the count decide how the page is read (readKeysetPage); otherwise
 * the page, then the names its rows refer to (readableChanges), run beside the capped count. Left out is what
 * the API adds around them: HTTP, auth, validation, the rows' mapping and sanitizing, serializing, compressing.
 */
async function rawSql(db: Db, input: Query): Promise<void> {
  const query = globalAuditQuerySchema.parse(input);
  const where = globalAuditWhere(query, timeZone);
  const paging = keysetPage(globalAuditKeyset(query, timeZone), query);
  const searching = (query.rx?.length ?? 0) >= auditSearchMinLength || !!query.search?.trim();
  const page = (sortMatches: boolean) =>
    globalAuditPageQuery(db, query, timeZone, paging, sortMatches).then((rows) => readableChanges(db, rows));
  if (searching) {
    const total = await cappedTotal(db, globalAudit, where, searchCountCap);
    await page(!total.totalCapped);
    return;
  }
  await Promise.all([page(false), cappedTotal(db, globalAudit, where)]);
}

/** The `after` cursor that opens page `page` of `query`, walked page by page as the list's Next button does. */
async function cursorTo(base: string, headers: Record<string, string>, query: Query, page: number) {
  let after: string | undefined;
  for (let p = 1; p < page; p++) {
    const body = await getPage(base, headers, { ...query, ...(after ? { after } : {}) });
    if (!body.nextCursor) return undefined;
    after = body.nextCursor;
  }
  return after;
}

const ms = (t: number) => t.toFixed(1);
const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);

/**
 * Seeds audit history, then times the global audit list through HTTP (auth, validation, the page query and
 * the capped count, labels, sanitizing, serializing) next to the same statements run directly through the
 * pool, sequentially: the first page, the deepest page a jump reaches (by offset) and the same depth reached
 * by walking cursors, under each filter of spec document 3 and the free-text search.
 */
export async function benchGlobalAudit({
  db,
  base,
  headers,
  rows = 1_000_000,
  runs = 30,
}: Options): Promise<GoalRow[]> {
  const seedStarted = performance.now();
  await ensureAuditHistory(db, rows);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // Filter values from the data: a user of middling activity and an RX number from last month.
  const actor = await db.execute<{ id: number }>(
    sql`select changed_by as id from global_audit where changed_by is not null
        group by 1 order by count(*) limit 1 offset 3`,
  );
  const rxRow = await db.execute<{ rx: string }>(
    sql`select rx_number as rx from global_audit where rx_number is not null
        and date_changed < now() - interval '30 days' order by date_changed desc limit 1`,
  );
  const changedBy = String(actor.rows[0]?.id ?? 1);
  const rx = rxRow.rows[0]?.rx ?? '0000001';
  const lastMonth = { dateFrom: dayBefore(30), dateTo: dayBefore(0) };
  const cases: [string, Query][] = [
    ['no filter', {}],
    ['date range: last month (page default)', lastMonth],
    ['business area: Rx Connects', { businessAreas: '[8]' }],
    ['business areas: Metabolic Formula, B&A', { businessAreas: '[4,9]' }],
    [`changed by: user ${changedBy}`, { changedBy }],
    [`RX contains "${rx.slice(1, 5)}"`, { rx: rx.slice(1, 5) }],
    [`RX exact "${rx}"`, { rx }],
    ['search "expiration"', { search: 'expiration' }],
    ['search "value 512", last month', { search: 'value 512', ...lastMonth }],
    ['search "Ticket #4321"', { search: 'Ticket #4321' }],
    ['area + changed by + last month', { businessAreas: '[8]', changedBy, ...lastMonth }],
  ];

  console.log(
    `\nGlobal audit list: ${rows.toLocaleString('en-US')} rows ready in ${seedSeconds.toFixed(1)} s; ` +
      `${runs} rounds, each cell's calls in turn, ms; CPU = this process (app, driver, client) per call, µs; ` +
      `API timed to the last byte, brotli accepted; SQL = the route's statements (page, names, count) through the pool\n`,
  );
  console.log(
    '| filter | page | rows | total | API p50 | API p95 | API CPU µs | SQL p50 | SQL p95 | SQL CPU µs | API/SQL p50 | API/SQL p95 |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  // The worst case of each ratio at each percentile, with where it was seen.
  const worst = {
    deep50: { at: '', ratio: 0 },
    deep95: { at: '', ratio: 0 },
    api50: { at: '', ratio: 0 },
    api95: { at: '', ratio: 0 },
  };
  const note = (which: keyof typeof worst, at: string, value: number) => {
    if (value > worst[which].ratio) worst[which] = { at, ratio: value };
  };
  for (const [name, filter] of cases) {
    const first = { ...filter, pageSize: '100' };
    const firstBody = await getPage(base, headers, first);
    const pages = Math.ceil(Math.min(firstBody.totalRecords, countCap) / 100);
    const deep = Math.max(1, Math.min(deepestPage, pages));
    const after = await cursorTo(base, headers, first, Math.min(deep, 50));
    const variants: [string, Query][] = [
      ['1', first],
      [`${deep} (offset)`, { ...first, page: String(deep) }],
    ];
    if (after) variants.push([`${Math.min(deep, 50)} (cursor)`, { ...first, after }]);
    const bodies = await Promise.all(variants.map(([, query]) => getPage(base, headers, query)));
    const timings = await timeRounds(
      runs,
      variants.flatMap(([, query]) => [() => apiCall(base, headers, query), () => rawSql(db, query)]),
    );
    const timed = variants.map(([page], k) => ({
      page,
      api: timings[2 * k] as CpuTiming,
      raw: timings[2 * k + 1] as CpuTiming,
      body: bodies[k] as Body,
    }));
    for (const { page, api, raw, body } of timed) {
      const total = `${body.totalRecords.toLocaleString('en-US')}${body.totalCapped ? '+' : ''}`;
      const r50 = ratio(api.p50, raw.p50);
      const r95 = ratio(api.p95, raw.p95);
      console.log(
        `| ${name} | ${page} | ${body.data.length} | ${total} | ${ms(api.p50)} | ${ms(api.p95)} | ` +
          `${api.cpuMicros.toFixed(0)} | ${ms(raw.p50)} | ${ms(raw.p95)} | ${raw.cpuMicros.toFixed(0)} | ` +
          `${r50.toFixed(2)} | ${r95.toFixed(2)} |`,
      );
      note('api50', `${name}, page ${page}`, r50);
      note('api95', `${name}, page ${page}`, r95);
    }
    const firstApi = timed[0]?.api as Timing;
    for (const t of timed.slice(1)) {
      note('deep50', `${name}, page ${t.page}`, ratio(t.api.p50, firstApi.p50));
      note('deep95', `${name}, page ${t.page}`, ratio(t.api.p95, firstApi.p95));
    }
  }
  const row = (name: string, which: keyof typeof worst): GoalRow => ({
    name: `${name}, worst: ${worst[which].at}`,
    value: `${worst[which].ratio.toFixed(2)}×`,
    goal: `≤ ${goalRatio}×`,
    met: worst[which].ratio <= goalRatio,
  });
  return [
    row('Audit list (1M rows) deep page ÷ first page p50', 'deep50'),
    row('Audit list (1M rows) deep page ÷ first page p95', 'deep95'),
    row('Audit list (1M rows) API ÷ raw SQL p50', 'api50'),
    row('Audit list (1M rows) API ÷ raw SQL p95', 'api95'),
  ];
}
