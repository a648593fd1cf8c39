import { Module, Role } from '@homer/contracts/access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../test/test-context.ts';
import { seedAuditHistory } from './seed-audit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const userName of ['busy', 'occasional', 'rare']) await createUser(ctx.db, { userName });
  await createUser(ctx.db, { userName: 'reader', access: [{ module: Module.Admin, role: Role.Manager }] });
});
afterAll(() => ctx.close());

type Stats = {
  rows: number;
  areas: number;
  actors: number;
  system: number;
  days: number;
  rx_rows: number;
  rx_numbers: number;
  out_of_order: number;
};

describe('seedAuditHistory', () => {
  it('appends two years of varied history in time order', async () => {
    const before = await ctx.db.execute<{ last: number }>(
      sql`select coalesce(max(id), 0)::int as last from global_audit`,
    );
    const last = before.rows[0]?.last ?? 0;
    // Only the owner writes audit rows directly (npm run db:seed-audit connects as the owner too).
    await seedAuditHistory(ctx.ownerDb, 12_000);
    const { rows } = await ctx.db.execute<Stats>(sql`
      select count(*)::int as rows,
             count(distinct business_area)::int as areas,
             count(distinct changed_by)::int as actors,
             count(*) filter (where changed_by is null)::int as system,
             extract(day from max(date_changed) - min(date_changed))::int as days,
             count(rx_number)::int as rx_rows,
             count(distinct rx_number)::int as rx_numbers,
             count(*) filter (where date_changed < prev)::int as out_of_order
      from (select *, lag(date_changed) over (order by id) as prev from global_audit where id > ${last}) as s`);
    const stats = rows[0];
    expect(stats?.rows).toBe(12_000);
    expect(stats?.areas).toBe(10);
    expect(stats?.actors).toBeGreaterThanOrEqual(4);
    expect(stats?.system).toBeGreaterThan(0);
    expect(stats?.days).toBeGreaterThanOrEqual(725);
    expect(stats?.rx_rows).toBeGreaterThan(0);
    expect((stats?.rx_rows ?? 0) / (stats?.rx_numbers ?? 1)).toBeGreaterThan(2);
    expect(stats?.out_of_order).toBe(0);
  });

  it('feeds the audit list, whose count stops at the cap', async () => {
    const token = await signIn(ctx.app, 'reader');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Administration/GlobalAuditHistory/GetGlobalAuditList?page=50',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalRecords: 10_000, totalCapped: true });
    expect(body.data).toHaveLength(100);
  });

  it('refuses a row count that is not a positive whole number', async () => {
    await expect(seedAuditHistory(ctx.db, 0)).rejects.toThrow('rows must be a positive integer');
    await expect(seedAuditHistory(ctx.db, 1.5)).rejects.toThrow('rows must be a positive integer');
  });
});
