import { count, gt, max } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReportOccurrences } from '../../db/schema/error-reports.ts';
import { requestArbitrary } from '../../test/fuzz/route-requests.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const o = errorReportOccurrences;
// By id, not by count: a group keeps only its newest occurrences, so an accepted report may also delete one.
const newestId = async () => (await ctx.db.select({ id: max(o.id) }).from(o))[0]?.id ?? 0;
const storedSince = async (id: number) =>
  (await ctx.db.select({ n: count() }).from(o).where(gt(o.id, id)))[0]?.n ?? 0;

/**
 * The report endpoint takes text from anyone and scrubs it before storing: whatever a body holds, the answer is
 * never a 5xx (a scrubbed value that no longer fits its column, a cut surrogate), a refusal stores nothing, and an
 * acceptance stores exactly one occurrence.
 */
describe('POST api/ErrorReport/Report with generated bodies', () => {
  it('never answers 5xx; stores one occurrence per accepted report and none per refusal', async () => {
    const route = ctx.app
      .declaredRoutes()
      .find((r) => r.method === 'POST' && r.url === '/api/ErrorReport/Report');
    if (!route) throw new Error('route not registered');
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(ctx.app, route), async (request) => {
        const before = await newestId();
        const res = await ctx.app.inject({
          method: 'POST',
          url: request.url,
          headers: { 'content-type': 'application/json' },
          payload: request.body === undefined ? undefined : JSON.stringify(request.body),
          remoteAddress: nextRemoteAddress(),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        const added = await storedSince(before);
        if (res.statusCode === 200) accepted += 1;
        expect(added).toBe(res.statusCode === 200 ? 1 : 0);
      }),
      { numRuns: 300 },
    );
    // Bodies that only ever met the contract would prove nothing about the code behind it.
    expect(accepted).toBeGreaterThan(0);
  }, 300_000);
});
