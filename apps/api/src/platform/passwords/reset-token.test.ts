import { passwordMessages } from '@homer/contracts/password';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/core.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { createResetLink, hashResetToken } from './reset-link.ts';
import { checkResetToken } from './reset-token.ts';

let ctx: TestContext;
let userId: number;
let otherId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = await createUser(ctx.db, { userName: 'rtUser' });
  otherId = await createUser(ctx.db, { userName: 'rtOther' });
});
afterAll(() => ctx.close());

async function freshToken(id = userId): Promise<string> {
  const link = await createResetLink(ctx.db, ctx.config, id, 'reset');
  return new URL(link).searchParams.get('token') ?? '';
}

let made = 0;
/** A token row as it stands some time after the link was sent. */
async function tokenRow(fields: { expiresAt: Date; usedAt?: Date }): Promise<string> {
  made += 1;
  const token = `fixture-token-${made}`;
  await ctx.db.insert(passwordResetTokens).values({ userId, tokenHash: hashResetToken(token), ...fields });
  return token;
}
const hourAgo = () => new Date(Date.now() - 3600_000);
const inAnHour = () => new Date(Date.now() + 3600_000);

describe('checkResetToken', () => {
  it("accepts a fresh token of the user, naming the token's row", async () => {
    const token = await freshToken();
    const check = await checkResetToken(ctx.db, token, userId);
    expect(check).toEqual({ valid: true, tokenId: expect.any(Number) });
  });

  it("reads another user's token, an unknown token or an empty one as not valid", async () => {
    const token = await freshToken();
    const invalid = { valid: false, message: passwordMessages.linkInvalid };
    // A userId cannot be probed with someone else's token: it reads like a token that does not exist.
    expect(await checkResetToken(ctx.db, token, otherId)).toEqual(invalid);
    expect(await checkResetToken(ctx.db, `${token}x`, userId)).toEqual(invalid);
    expect(await checkResetToken(ctx.db, '', userId)).toEqual(invalid);
    expect(await checkResetToken(ctx.db, `${token}\0`, userId)).toEqual(invalid);
  });

  it('refuses a used token as used and an expired one as expired; a used token stays "used" when it expires', async () => {
    const used = await tokenRow({ expiresAt: inAnHour(), usedAt: new Date() });
    const expired = await tokenRow({ expiresAt: hourAgo() });
    const both = await tokenRow({ expiresAt: hourAgo(), usedAt: hourAgo() });
    expect(await checkResetToken(ctx.db, used, userId)).toEqual({
      valid: false,
      message: passwordMessages.linkUsed,
    });
    expect(await checkResetToken(ctx.db, expired, userId)).toEqual({
      valid: false,
      message: passwordMessages.linkExpired,
    });
    expect(await checkResetToken(ctx.db, both, userId)).toEqual({
      valid: false,
      message: passwordMessages.linkUsed,
    });
  });

  it('counts the expiry instant itself as expired', async () => {
    const token = await tokenRow({ expiresAt: inAnHour() });
    // now() is fixed for a transaction, so this checks at the very instant the link expires.
    const check = await withTx(ctx.db, systemActor, async (tx) => {
      await tx.execute(
        sql`update password_reset_tokens set expires_at = now() where token_hash = ${hashResetToken(token)}`,
      );
      return checkResetToken(tx, token, userId);
    });
    expect(check).toMatchObject({ message: passwordMessages.linkExpired });
  });

  it('with lock, holds the row until the transaction ends, so a second submission of the link waits', async () => {
    const token = await freshToken();
    const tryLocked = (lock: boolean) =>
      withTx(ctx.db, systemActor, async (tx) => {
        await tx.execute(sql`set local lock_timeout = '100ms'`);
        return checkResetToken(tx, token, userId, lock);
      });
    await withTx(ctx.db, systemActor, async (tx) => {
      expect(await checkResetToken(tx, token, userId, true)).toMatchObject({ valid: true });
      await expect(tryLocked(true)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '55P03' }),
      });
      // A plain check (the link's status page) reads on without waiting.
      expect(await tryLocked(false)).toMatchObject({ valid: true });
    });
    expect(await tryLocked(true)).toMatchObject({ valid: true });
  });
});
