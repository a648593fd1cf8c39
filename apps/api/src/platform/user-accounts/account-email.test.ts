import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { hashResetToken } from '../passwords/reset-link.ts';
import { checkResetToken } from '../passwords/reset-token.ts';
import {
  type AccountEmailRecipient,
  deliverAccountEmail,
  staffResetEmailSubject,
  welcomeEmailSubject,
} from './account-email.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let made = 0;
async function recipient(hasPassword: boolean): Promise<AccountEmailRecipient> {
  made += 1;
  const userName = `aeUser${made}`;
  const id = await createUser(ctx.db, { userName });
  return { id, email: `${userName}@test.example`, firstName: 'Zoë', userName, hasPassword };
}
const mailTo = (address: string) =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(emailOutbox.id);
const linkIn = (text: string) => new URL(text.split('\n').find((l) => l.includes('/change-password')) ?? '');

describe('deliverAccountEmail', () => {
  it('welcomes a user without a password: user name, a link good for 7 days, and where to sign in', async () => {
    const user = await recipient(false);
    expect(await deliverAccountEmail(ctx.db, ctx.config, user)).toBe('welcome');
    const [mail] = await mailTo(user.email);
    expect(mail).toMatchObject({ subject: welcomeEmailSubject, failure: null });
    expect(mail?.textBody).toContain('Hello Zoë,');
    expect(mail?.textBody).toContain(`Your user name is ${user.userName}.`);
    expect(mail?.textBody).toContain('within 7 days');
    expect(mail?.textBody).toContain(`sign in at ${ctx.config.publicBaseUrl}/login.`);
    const token = linkIn(mail?.textBody ?? '').searchParams.get('token') ?? '';
    expect(await checkResetToken(ctx.db, token, user.id)).toMatchObject({ valid: true });
    // A welcome link lasts days, not the hours of a reset link.
    const sixDays = new Date(Date.now() + 6 * 24 * 3600_000);
    expect(
      await ctx.db.$count(
        passwordResetTokens,
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          gt(passwordResetTokens.expiresAt, sixDays),
        ),
      ),
    ).toBe(1);
  });

  it('sends a user with a password the reset mail: 2 hours, and the old password keeps working meanwhile', async () => {
    const user = await recipient(true);
    expect(await deliverAccountEmail(ctx.db, ctx.config, user)).toBe('reset');
    const [mail] = await mailTo(user.email);
    expect(mail?.subject).toBe(staffResetEmailSubject);
    expect(mail?.textBody).toContain(`(user name ${user.userName}). Open it within 2 hours.`);
    expect(mail?.textBody).toContain('your current password keeps working');
    expect(mail?.textBody).not.toContain('/login');
    const token = linkIn(mail?.textBody ?? '').searchParams.get('token') ?? '';
    expect(await checkResetToken(ctx.db, token, user.id)).toMatchObject({ valid: true });
  });

  it('sends a link it is given as it is, without making another', async () => {
    const user = await recipient(false);
    const link = `${ctx.config.publicBaseUrl}/change-password?token=given&userId=${user.id}`;
    await deliverAccountEmail(ctx.db, ctx.config, user, link);
    const [mail] = await mailTo(user.email);
    expect(mail?.textBody.split('\n')).toContain(link);
    expect(await ctx.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(0);
  });

  it("is staff mail: not capped per recipient like a public form's", async () => {
    const user = await recipient(true);
    const times = ctx.config.publicFormMailLimit + 1;
    for (let i = 0; i < times; i += 1) await deliverAccountEmail(ctx.db, ctx.config, user);
    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(times);
    for (const mail of mails) expect(mail).toMatchObject({ failure: null, subject: staffResetEmailSubject });
  });
});
