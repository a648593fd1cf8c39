import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { type CreateUserRequest, userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import type { Tx } from '../../db/tx.ts';
import { authOf } from '../../test/auth-of.ts';
import {
  createUser as createFixtureUser,
  createTestContext,
  type TestContext,
} from '../../test/test-context.ts';
import { checkResetToken } from '../passwords/reset-token.ts';
import { welcomeEmailSubject } from './account-email.ts';
import { createAccount, createUser } from './create.ts';

let ctx: TestContext;
let admin: ReturnType<typeof authOf>;
beforeAll(async () => {
  ctx = await createTestContext();
  const access: ModuleAccess[] = [
    { module: Module.Admin, role: Role.UserAdmin },
    { module: Module.BA, role: Role.Manager },
  ];
  admin = authOf(await createFixtureUser(ctx.db, { userName: 'cuAdmin', access }), access);
});
afterAll(() => ctx.close());

let made = 0;
function request(fields: Partial<CreateUserRequest> = {}): CreateUserRequest {
  made += 1;
  return {
    userName: `cuNew${made}`,
    email: `cu.new${made}@clinic.example`,
    firstName: 'Zoë',
    lastName: 'Ünal',
    phoneNumber: '',
    module: Module.BA,
    role: Role.Technician,
    ...fields,
  };
}
const userNamed = async (userName: string) => {
  const [row] = await ctx.db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`);
  return row;
};
const mailTo = (address: string) =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe('createUser', () => {
  it('creates the user without a password, with the one grant, attributed to the editor, and mails a welcome link', async () => {
    const input = request({ phoneNumber: '' });
    const id = await createUser(ctx.db, ctx.config, admin, input);
    expect(await userNamed(input.userName)).toMatchObject({
      id,
      email: input.email,
      firstName: 'Zoë',
      lastName: 'Ünal',
      phoneNumber: null,
      passwordHash: null,
      disabled: false,
    });
    expect(await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, id))).toEqual([
      expect.objectContaining({ module: Module.BA, role: Role.Technician, grantedBy: admin.user.id }),
    ]);
    const [mail, ...more] = await mailTo(input.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(welcomeEmailSubject);
    const link = new URL(mail?.textBody.split('\n').find((l) => l.includes('/change-password')) ?? '');
    expect(link.searchParams.get('userId')).toBe(String(id));
    expect(await checkResetToken(ctx.db, link.searchParams.get('token') ?? '', id)).toMatchObject({
      valid: true,
    });
  });

  it('refuses anyone who is not a user administrator, creating nothing', async () => {
    const baManager = authOf(admin.user.id, [{ module: Module.BA, role: Role.SystemAdmin }]);
    const input = request();
    await expect(createUser(ctx.db, ctx.config, baManager, input)).rejects.toMatchObject({
      statusCode: 403,
      message: messages.accessDenied,
    });
    expect(await userNamed(input.userName)).toBeUndefined();
  });

  it('refuses a first grant above the editor, or in a module the editor does not hold', async () => {
    for (const grant of [
      { module: Module.BA, role: Role.SystemAdmin },
      { module: Module.Admin, role: Role.SystemAdmin },
      { module: Module.NDC, role: Role.User },
    ]) {
      const input = request(grant);
      await expect(createUser(ctx.db, ctx.config, admin, input)).rejects.toMatchObject({
        statusCode: 403,
        message: usersMessages.cannotGrant,
      });
      expect(await userNamed(input.userName)).toBeUndefined();
    }
    await expect(createUser(ctx.db, ctx.config, admin, request({ role: Role.Manager }))).resolves.toEqual(
      expect.any(Number),
    );
  });
});

describe('createAccount', () => {
  it('refuses a user name or email another user has in any case, the user name first', async () => {
    const taken = request();
    await createAccount(ctx.db, ctx.config, admin.user.id, taken);
    const refusals: [Partial<CreateUserRequest>, string][] = [
      [{ userName: taken.userName.toUpperCase() }, userAdminMessages.userNameTaken],
      [{ email: taken.email.toUpperCase() }, usersMessages.emailTaken],
      [{ userName: taken.userName.toLowerCase(), email: taken.email }, userAdminMessages.userNameTaken],
    ];
    for (const [fields, message] of refusals) {
      await expect(createAccount(ctx.db, ctx.config, admin.user.id, request(fields))).rejects.toMatchObject({
        statusCode: 400,
        message,
      });
    }
    expect(await mailTo(taken.email.toUpperCase())).toEqual([]);
  });

  it('runs `alongside` in its transaction with the new id: a failure there leaves no user and sends no mail', async () => {
    const input = request();
    const seen: number[] = [];
    const boom = new Error('the help-desk request could not be recorded');
    const failing = async (tx: Tx, userId: number) => {
      seen.push(userId);
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      expect(row?.id).toBe(userId);
      throw boom;
    };
    await expect(createAccount(ctx.db, ctx.config, admin.user.id, input, failing)).rejects.toBe(boom);
    expect(seen).toHaveLength(1);
    expect(await userNamed(input.userName)).toBeUndefined();
    expect(await mailTo(input.email)).toEqual([]);
  });

  it('reads a unique-index clash at insert (two administrators at once) as the same 400 as the check', async () => {
    // `alongside` stands in for the other administrator: it writes the same person after the check has passed.
    const sameEmail = request();
    const racingEmail = (tx: Tx) =>
      tx
        .insert(users)
        .values({
          userName: `${sameEmail.userName}x`,
          email: sameEmail.email.toUpperCase(),
          firstName: 'A',
          lastName: 'B',
        })
        .then(() => undefined);
    await expect(
      createAccount(ctx.db, ctx.config, admin.user.id, sameEmail, racingEmail),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: usersMessages.emailTaken,
    });

    const sameName = request();
    const racingName = (tx: Tx) =>
      tx
        .insert(users)
        .values({
          userName: sameName.userName.toUpperCase(),
          email: `x${sameName.email}`,
          firstName: 'A',
          lastName: 'B',
        })
        .then(() => undefined);
    await expect(
      createAccount(ctx.db, ctx.config, admin.user.id, sameName, racingName),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: userAdminMessages.userNameTaken,
    });
    expect(await userNamed(sameName.userName)).toBeUndefined();
  });
});
