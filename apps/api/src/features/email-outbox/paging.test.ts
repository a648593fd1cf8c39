import { Module, Role } from '@homer/contracts/access';
import type { OutboxMessageRow } from '@homer/contracts/email-outbox';
import { pageCursorMessages } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { expectCursorWalkMatchesOffset, forgedCursors, pagedListClient } from '../../test/walk-pages.ts';

const url = '/api/Administration/EmailOutbox/GetList';
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (
    await createSignedInUser(ctx, {
      userName: 'sys',
      access: [{ module: Module.Admin, role: Role.SystemAdmin }],
    })
  ).token;
  // Messages in fours share one instant (a batch sent in one transaction), so the id decides their order.
  await ctx.db.execute(sql`
    insert into email_outbox (to_address, subject, text_body, created_at)
    select case when i % 3 = 0 then 'pat' || i || '@clinic.example' else 'staff' || i || '@homer.example' end,
           case when i % 2 = 0 then 'HOMER password reset' else 'Support Desk Ticket #' || i end,
           'Body', timestamptz '2026-05-01 08:00:00.000123+00' + make_interval(mins => i / 4)
    from generate_series(1, 37) as i`);
});
afterAll(() => ctx.close());

const { get, list } = pagedListClient<OutboxMessageRow>(() => ({
  app: ctx.app,
  url,
  headers: bearer(token),
}));
const key = (r: OutboxMessageRow) => r.id;

describe('EmailOutbox GetList keyset paging', () => {
  it.each(['', 'sortOrder=asc', 'sortOrder=desc'])(
    'walks every page by cursor, both ways (%s)',
    async (query) => {
      expect(await expectCursorWalkMatchesOffset(list, key, query, 10)).toHaveLength(37);
    },
  );

  it('walks a contains-search over recipient and subject by cursor', async () => {
    const byRecipient = await expectCursorWalkMatchesOffset(list, key, 'search=CLINIC.example', 10);
    expect(byRecipient).toHaveLength(12);
    const bySubject = await expectCursorWalkMatchesOffset(list, key, 'search=desk%20ticket', 10);
    expect(bySubject).toHaveLength(19);
    expect((await list('search=ticket%20%2317&pageSize=10')).data.map((r) => r.subject)).toEqual([
      'Support Desk Ticket #17',
    ]);
  });

  it('refuses forged cursors and cursors of another order or search with 400', async () => {
    const cursor = (await list('pageSize=10')).nextCursor ?? '';
    for (const [name, forged] of forgedCursors(cursor, { key: 'yesterday', idMax: maxId })) {
      const res = await get(`pageSize=10&page=2&after=${forged}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/page cursor/);
    }
    for (const other of ['sortOrder=asc', 'search=clinic']) {
      const res = await get(`pageSize=10&page=2&${other}&after=${cursor}`);
      expect(res.json().message, other).toBe(pageCursorMessages.otherQuery);
    }
  });
});
