import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/core.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { createResetLink, hashResetToken, resetLinkLifetimeHours } from './reset-link.ts';

let ctx: TestContext;
let userId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = await createUser(ctx.db, { userName: 'rlUser' });
});
afterAll(() => ctx.close());

const rowsOf = (id: number) =>
  ctx.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, id))
    .orderBy(passwordResetTokens.id);

function parts(link: string) {
  const url = new URL(link);
  return { url, token: url.searchParams.get('token') ?? '', userId: url.searchParams.get('userId') };
}

describe('hashResetToken', () => {
  it('is the hex SHA-256 of the token: the same token finds the same row, another token another', () => {
    const token = 'abc_DEF-123';
    expect(hashResetToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashResetToken(`${token}x`)).not.toBe(hashResetToken(token));
  });
});

describe('createResetLink', () => {
  it("points at the public address's change-password page with the token and the user", async () => {
    const link = await createResetLink(ctx.db, ctx.config, userId, 'reset');
    const { url, token, userId: linkedUser } = parts(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.config.publicBaseUrl}/change-password`);
    expect(linkedUser).toBe(String(userId));
    // 32 random bytes, base64url: nothing to escape in a URL and nothing to guess.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of the token, so the table alone resets nobody', async () => {
    const before = (await rowsOf(userId)).length;
    const { token } = parts(await createResetLink(ctx.db, ctx.config, userId, 'reset'));
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row).toMatchObject({ tokenHash: hashResetToken(token), usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('gives a reset link hours and a welcome link days', async () => {
    const expiryOf = async (kind: 'reset' | 'welcome') => {
      const start = Date.now();
      await createResetLink(ctx.db, ctx.config, userId, kind);
      const row = (await rowsOf(userId)).at(-1);
      return { start, end: Date.now(), expires: row?.expiresAt.getTime() ?? 0 };
    };
    for (const kind of ['reset', 'welcome'] as const) {
      const { start, end, expires } = await expiryOf(kind);
      const lifetime = resetLinkLifetimeHours[kind] * 3600_000;
      expect(expires).toBeGreaterThanOrEqual(start + lifetime);
      expect(expires).toBeLessThanOrEqual(end + lifetime);
    }
    expect(resetLinkLifetimeHours.reset).toBe(2);
    expect(resetLinkLifetimeHours.welcome).toBe(7 * 24);
  });

  it('makes a new token every time', async () => {
    const a = parts(await createResetLink(ctx.db, ctx.config, userId, 'reset')).token;
    const b = parts(await createResetLink(ctx.db, ctx.config, userId, 'reset')).token;
    expect(a).not.toBe(b);
  });

  it("writes in the caller's transaction: a rolled-back account leaves no link behind", async () => {
    const before = (await rowsOf(userId)).length;
    const rollback = new Error('rolled back');
    await expect(
      withTx(ctx.db, systemActor, async (tx) => {
        await createResetLink(tx, ctx.config, userId, 'welcome');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await rowsOf(userId)).toHaveLength(before);
  });
});
