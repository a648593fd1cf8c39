import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { idArray, textArray } from './id-array.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('arrays as one parameter', () => {
  it('read back exactly, ids and texts with the characters an array literal gives meaning to', async () => {
    const texts = [
      'refill_item',
      'a "quoted" word',
      'back\\slash',
      'comma, {braces}',
      '',
      ' spaced ',
      'NULL',
    ];
    const { rows } = await ctx.db.execute<{ ids: number[]; texts: string[] }>(
      sql`select ${idArray([1, 2_147_483_647])} as ids, ${textArray(texts)} as texts`,
    );
    expect(rows[0]).toEqual({ ids: [1, 2_147_483_647], texts });
  });
});
