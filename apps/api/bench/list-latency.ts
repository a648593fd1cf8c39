import { type GoalRow, percentile } from './goal-row.ts';

/** A list's page as its GetList returns it; nextCursor where the list pages by keyset. */
export type ListPage = { data: unknown[]; totalRecords: number; totalCapped?: boolean; nextCursor?: string };

/** Sequential requests of one list URL after a warm-up: p50 and p95 in ms, and the last body. */
async function timed(base: string, headers: Record<string, string>, path: string, runs: number) {
  const get = async () => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as ListPage;
  };
  for (let i = 0; i < 5; i++) await get();
  const samples: number[] = [];
  let body = await get();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    body = await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), body };
}

/** One goal row per [name, query] case of a list: p50 (p95) of `runs` sequential requests against a p95 goal. */
export async function listLatencyRows(options: {
  base: string;
  headers: Record<string, string>;
  listUrl: string;
  cases: readonly (readonly [string, string])[];
  runs: number;
  p95Goal: number;
}): Promise<GoalRow[]> {
  const { base, headers, listUrl, cases, runs, p95Goal } = options;
  const rows: GoalRow[] = [];
  for (const [name, query] of cases) {
    const t = await timed(base, headers, `${listUrl}${query}`, runs);
    const found = `${t.body.totalRecords}${t.body.totalCapped ? '+' : ''}`;
    rows.push({
      name: `${name}, p50 (p95); ${found} found`,
      value: `${t.p50.toFixed(1)} (${t.p95.toFixed(1)}) ms`,
      goal: `p95 ≤ ${p95Goal} ms`,
      met: t.p95 <= p95Goal,
    });
  }
  return rows;
}

/** The cursor after `pages` pages of a keyset-paged list: where a page deep in the list starts. */
export async function cursorAfter(
  base: string,
  headers: Record<string, string>,
  listUrl: string,
  query: string,
  pages: number,
): Promise<string> {
  let cursor = '';
  for (let i = 0; i < pages; i++) {
    const res = await fetch(`${base}${listUrl}${query}${cursor ? `&after=${cursor}` : ''}`, { headers });
    const page = (await res.json()) as ListPage;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}
