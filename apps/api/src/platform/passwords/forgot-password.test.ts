import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/pool.ts';
import { passwordResetTokens, users } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import {
  requestPasswordReset,
  resetEmailSubject,
  resetEmailsPerHour,
  resetEmailsSettled,
} from './forgot-password.ts';
import { resetLinkLifetimeHours } from './reset-link.ts';
import { checkResetToken } from './reset-token.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const failOnError = (error: unknown) => {
  throw error;
};
async function forgot(email: string) {
  requestPasswordReset(ctx.db, ctx.config, email, failOnError);
  await resetEmailsSettled();
}
const mailTo = (address: string) =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(emailOutbox.id);
const tokensOf = (userId: number) =>
  ctx.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, userId));

let made = 0;
async function person(email: string, disabled = false) {
  made += 1;
  const userId = await createUser(ctx.db, { userName: `fpUser${made}`, firstName: 'Zoë', disabled });
  await ctx.db.update(users).set({ email }).where(eq(users.id, userId));
  return userId;
}

describe('requestPasswordReset', () => {
  it('mails the account, whatever the case of the typed address, a link that works', async () => {
    const userId = await person('Ann.Lee@Clinic.example');
    await forgot('ann.lee@CLINIC.example');
    const [mail, ...more] = await mailTo('Ann.Lee@Clinic.example');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: resetEmailSubject, failure: null });
    expect(mail?.textBody).toContain('Hello Zoë,');
    expect(mail?.textBody).toContain(`within ${resetLinkLifetimeHours.reset} hours`);
    const link = mail?.textBody.split('\n').find((line) => line.startsWith(ctx.config.publicBaseUrl)) ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe('/change-password');
    expect(url.searchParams.get('userId')).toBe(String(userId));
    expect(await checkResetToken(ctx.db, url.searchParams.get('token') ?? '', userId)).toMatchObject({
      valid: true,
    });
  });

  it('finds an address with non-ASCII letters typed in another case', async () => {
    const userId = await person('Zoë.Ünal@Klinik.example');
    await forgot('zoë.ünal@klinik.example');
    expect(await tokensOf(userId)).toBe(1);
    expect(await mailTo('Zoë.Ünal@Klinik.example')).toHaveLength(1);
  });

  it('does nothing for an address without an account, or whose account is disabled', async () => {
    const disabled = await person('gone@clinic.example', true);
    await forgot('gone@clinic.example');
    await forgot('nobody@clinic.example');
    expect(await tokensOf(disabled)).toBe(0);
    expect(await mailTo('gone@clinic.example')).toEqual([]);
    expect(await mailTo('nobody@clinic.example')).toEqual([]);
  });

  it('does not read an address as a pattern', async () => {
    const userId = await person('pat_tern@pattern.example');
    await forgot('patxtern@pattern.example');
    await forgot('pat%@pattern.example');
    expect(await tokensOf(userId)).toBe(0);
  });

  it(`sends at most ${resetEmailsPerHour} links an hour to one account, and more once they are an hour old`, async () => {
    const userId = await person('often@clinic.example');
    for (let i = 0; i < resetEmailsPerHour + 2; i += 1) await forgot('often@clinic.example');
    expect(await tokensOf(userId)).toBe(resetEmailsPerHour);
    expect(await mailTo('often@clinic.example')).toHaveLength(resetEmailsPerHour);
    await ctx.ownerDb.execute(
      sql`update password_reset_tokens set created_at = now() - interval '61 minutes' where user_id = ${userId}`,
    );
    await forgot('often@clinic.example');
    expect(await tokensOf(userId)).toBe(resetEmailsPerHour + 1);
  });

  it('returns before looking anything up, and hands a failure to onError; settled waits for it', async () => {
    let fail: (error: Error) => void = () => {};
    const lookup = new Promise<never>((_, reject) => {
      fail = reject;
    });
    const db = { execute: vi.fn(() => lookup) } as unknown as Db;
    const onError = vi.fn();
    expect(requestPasswordReset(db, ctx.config, 'ann@clinic.example', onError)).toBeUndefined();
    let settled = false;
    const waiting = resetEmailsSettled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(onError).not.toHaveBeenCalled();
    const boom = new Error('database gone');
    fail(boom);
    await waiting;
    expect(onError).toHaveBeenCalledWith(boom);
  });
});
