import { Module, Role } from '@homer/contracts/access';
import type { Paged } from '@homer/contracts/envelope';
import { type GlobalAuditRecord, globalAuditQuerySchema } from '@homer/contracts/global-audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../db/pool.ts';
import { seedAuditHistory } from '../../db/seed-audit.ts';
import { keysetPage } from '../../platform/paging/keyset-paging.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { expectCursorWalkMatchesOffset } from '../../test/walk-pages.ts';
import { globalAuditKeyset, globalAuditPageQuery } from './queries.ts';

const listUrl = '/api/Administration/GlobalAuditHistory/GetGlobalAuditList';
const timeZone = 'UTC';
const seeded = 20_000;

let ctx: TestContext;
let token = '';
let busiest = 0;
let rx = '';

beforeAll(async () => {
  ctx = await createTestContext();
  for (const userName of ['busy', 'occasional', 'rare']) await createUser(ctx.db, { userName });
  await createUser(ctx.db, { userName: 'reader', access: [{ module: Module.Admin, role: Role.Manager }] });
  token = await signIn(ctx.app, 'reader');
  // Only the owner writes audit rows directly; the seed ends with VACUUM ANALYZE, as a live table would be.
  await seedAuditHistory(ctx.ownerDb, seeded);
  const actor = await ctx.db.execute<{ id: number }>(
    sql`select changed_by as id from global_audit where changed_by is not null
        group by 1 order by count(*) desc, 1 limit 1`,
  );
  busiest = actor.rows[0]?.id ?? 0;
  const rxRow = await ctx.db.execute<{ rx: string }>(
    sql`select rx_number as rx from global_audit where rx_number is not null order by id desc limit 1`,
  );
  rx = rxRow.rows[0]?.rx ?? '';
}, 60_000);
afterAll(() => ctx.close());

type Page = Paged<GlobalAuditRecord>;
const list = async (query: string): Promise<Page> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${listUrl}?${query}`,
    headers: { ...bearer(token), 'x-timezone': timeZone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Every matching id in list order, straight from the table: what each page must be a slice of. */
async function expectedIds(where: ReturnType<typeof sql>, order: 'asc' | 'desc' = 'desc') {
  const direction = sql.raw(order);
  const { rows } = await ctx.db.execute<{ id: string }>(
    sql`select id from global_audit where ${where} order by date_changed ${direction}, id ${direction}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Pages `pages` of `query` by number: each one must hold exactly its slice of the expected ids. */
async function expectPagesAreSlices(query: string, expected: number[], pages: number[], pageSize = 100) {
  for (const page of pages) {
    const body = await list(`${query}&pageSize=${pageSize}&page=${page}`);
    const slice = expected.slice((page - 1) * pageSize, page * pageSize);
    expect(
      body.data.map((r) => r.id),
      `${query} page ${page}`,
    ).toEqual(slice);
  }
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('Global Audit List: deep pages and several business areas (decision 075)', () => {
  it('a page jumped to by number holds the rows the table holds there, under each filter', async () => {
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['businessAreas=[4,9]', sql`business_area in (4, 9)`],
      ['businessAreas=[2,6,8]', sql`business_area in (2, 6, 8)`],
      [`changedBy=${busiest}`, sql`changed_by = ${busiest}`],
      [
        `businessAreas=[1,6,7]&changedBy=${busiest}`,
        sql`business_area in (1, 6, 7) and changed_by = ${busiest}`,
      ],
    ];
    for (const [query, where] of cases) {
      const expected = await expectedIds(where);
      const last = Math.ceil(Math.min(expected.length, 10_000) / 100);
      expect(last, query).toBeGreaterThan(5);
      await expectPagesAreSlices(query, expected, [1, 2, Math.ceil(last / 2), last]);
    }
  });

  it('several business areas with every other filter: date range, changed by, RX contains, free text', async () => {
    const { rows } = await ctx.db.execute<{ day: string }>(
      sql`select to_char(max(date_changed) at time zone 'UTC' - interval '200 days', 'YYYY-MM-DD') as day
          from global_audit`,
    );
    const from = rows[0]?.day ?? '';
    const query = `businessAreas=[2,8]&dateFrom=${from}`;
    const inRange = sql`business_area in (2, 8) and date_changed >= ${`${from}T00:00:00Z`}::timestamptz`;
    await expectPagesAreSlices(query, await expectedIds(inRange), [1, 3]);

    const part = rx.slice(2);
    const rxWhere = sql`business_area in (2, 8) and rx_number ilike ${`%${part}%`}`;
    const rxExpected = await expectedIds(rxWhere);
    expect(rxExpected.length).toBeGreaterThan(0);
    await expectPagesAreSlices(`businessAreas=[2,8]&rx=${part}`, rxExpected, [1], 10);

    const searched = sql`business_area in (3, 6) and changed_by = ${busiest}
      and (coalesce(record_affected, '') || ' ' || field || ' ' || coalesce(changed_from, '') || ' '
           || coalesce(changed_to, '')) ilike '%quantity%'`;
    const searchExpected = await expectedIds(searched);
    expect(searchExpected.length).toBeGreaterThan(20);
    await expectPagesAreSlices(
      `businessAreas=[3,6]&changedBy=${busiest}&search=quantity`,
      searchExpected,
      [1, 2],
      10,
    );
  });

  it('several business areas page by cursor exactly as by number, both ways and both orders', async () => {
    const key = (r: GlobalAuditRecord) => r.id;
    const get = (query: string) => list(query);
    const query = `businessAreas=[4,9]&changedBy=${busiest}`;
    const desc = await expectCursorWalkMatchesOffset(get, key, query, 50);
    expect(desc).toEqual(await expectedIds(sql`business_area in (4, 9) and changed_by = ${busiest}`));
    const asc = await expectCursorWalkMatchesOffset(get, key, `${query}&sortOrder=asc`, 50);
    expect(asc).toEqual([...desc].reverse());
  });

  it('a deep page of several areas skips index entries: no row before the page is read or filtered', async () => {
    const query = globalAuditQuerySchema.parse({ businessAreas: '[4,9]', page: '12', pageSize: '100' });
    const page = keysetPage(globalAuditKeyset(query, timeZone), query);
    const built = globalAuditPageQuery(ctx.db, query, timeZone, page).toSQL();
    const { rows } = await poolOf(ctx.db).query(`explain (analyze, format json) ${built.sql}`, built.params);
    const plan = nodes((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
    const auditScans = plan.filter((n) => n['Relation Name'] === 'global_audit');
    // The rows themselves: one primary-key lookup per row of the page (and the one that says more follow).
    const rowReads = auditScans.filter((n) => n['Index Name'] === 'global_audit_pkey');
    expect(rowReads.map((n) => n['Actual Rows'] * n['Actual Loops'])).toEqual([101]);
    // The way to the page: the areas' index entries only, nothing tested and thrown away.
    const keyScans = auditScans.filter((n) => n['Index Name'] !== 'global_audit_pkey');
    expect(keyScans.length).toBe(2);
    for (const scan of keyScans) {
      expect(scan['Node Type']).toBe('Index Only Scan');
      expect(scan['Rows Removed by Filter'] ?? 0).toBe(0);
    }
  });
});
