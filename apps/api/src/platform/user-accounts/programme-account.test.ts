import { Module, Role } from '@homer/contracts/access';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, type Tx, withTx } from '../../db/tx.ts';
import { authOf } from '../../test/auth-of.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { welcomeEmailSubject } from './account-email.ts';
import { approveIntoAccount, splitFullName, userNameFromEmail } from './programme-account.ts';

describe('the account a programme approval creates', () => {
  it('takes the last word as the last name; one word is both', () => {
    expect(splitFullName('  Mary Ann   Smith ')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
    expect(splitFullName('x'.repeat(60)).firstName).toHaveLength(50);
    expect(splitFullName('Zoë Ünal-Şahin')).toEqual({ firstName: 'Zoë', lastName: 'Ünal-Şahin' });
  });

  it('keeps both names within the 50 characters of their columns, and loses no word of a short name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[^\s]{1,12}$/), { minLength: 1, maxLength: 6 }),
        fc.string(),
        (words, pad) => {
          const { firstName, lastName } = splitFullName(` ${words.join('  ')} ${pad.replace(/\S/g, ' ')}`);
          expect(firstName.length).toBeLessThanOrEqual(50);
          expect(lastName.length).toBeLessThanOrEqual(50);
          expect(firstName).not.toBe('');
          expect(lastName).toBe(words.at(-1));
          const name = words.join(' ');
          if (words.length > 1 && name.length <= 50) expect(`${firstName} ${lastName}`).toBe(name);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('makes a user name of the email local part, only the characters user names allow', () => {
    expect(userNameFromEmail("o'brien+rx@clinic.example")).toBe('obrienrx');
    expect(userNameFromEmail('@nothing.example')).toBe('applicant');
    expect(userNameFromEmail('zoë.ünal@klinik.example')).toBe('zo.nal');
    expect(userNameFromEmail('no-at-sign')).toBe('no-at-sign');
    expect(userNameFromEmail('\0\0@x.example')).toBe('applicant');
  });

  it('always gives a user name the create form would accept', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (email) =>
        /^[A-Za-z0-9._-]{1,90}$/.test(userNameFromEmail(email)),
      ),
      { numRuns: 200 },
    );
  });
});

describe('approveIntoAccount', () => {
  let ctx: TestContext;
  // A programme manager, not a user administrator: the approval is the authority.
  let approver: ReturnType<typeof authOf>;
  beforeAll(async () => {
    ctx = await createTestContext();
    const access = [{ module: Module.RxConnects, role: Role.Manager }];
    approver = authOf(await createUser(ctx.db, { userName: 'paApprover', access }), access);
  });
  afterAll(() => ctx.close());

  const nothing = async () => {};
  const applicant = (email: string, fields: Partial<{ fullName: string; phoneNumber: string }> = {}) => ({
    email,
    fullName: 'Mary Ann Smith',
    phoneNumber: '555-0100',
    ...fields,
  });
  const accessOf = (userId: number) =>
    ctx.db
      .select({ module: moduleAccess.module, role: moduleAccess.role })
      .from(moduleAccess)
      .where(eq(moduleAccess.userId, userId));
  const approve = (
    email: string,
    alongside: (tx: Tx, userId: number) => Promise<void> = nothing,
    fields = {},
  ) =>
    approveIntoAccount(ctx.db, ctx.config, approver, Module.RxConnects, applicant(email, fields), alongside);

  it('links an existing user by email in any case and gives them the module at User', async () => {
    const userId = await createUser(ctx.db, {
      userName: 'paExisting',
      access: [{ module: Module.BA, role: Role.Manager }],
    });
    const seen: number[] = [];
    const result = await approve('PAEXISTING@test.example', async (_, id) => {
      seen.push(id);
    });
    expect(result).toEqual({ userId, userName: 'paExisting', created: false });
    expect(seen).toEqual([userId]);
    expect(await accessOf(userId)).toEqual(
      expect.arrayContaining([
        { module: Module.BA, role: Role.Manager },
        { module: Module.RxConnects, role: Role.User },
      ]),
    );
    expect(
      await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'paExisting@test.example')),
    ).toEqual([]);
  });

  it('leaves a higher role an existing user holds in the module as it is', async () => {
    const userId = await createUser(ctx.db, {
      userName: 'paHigher',
      access: [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }],
    });
    await approve('paHigher@test.example');
    expect(await accessOf(userId)).toEqual([{ module: Module.RxConnects, role: Role.RxConnectsAdmin }]);
  });

  it('creates a new applicant with exactly the module at User, named from the form, and mails a welcome', async () => {
    const result = await approve('m.smith@clinic.example');
    expect(result).toMatchObject({ userName: 'm.smith', created: true });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({
      userName: 'm.smith',
      email: 'm.smith@clinic.example',
      firstName: 'Mary Ann',
      lastName: 'Smith',
      phoneNumber: '555-0100',
      passwordHash: null,
    });
    expect(await accessOf(result.userId)).toEqual([{ module: Module.RxConnects, role: Role.User }]);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'm.smith@clinic.example'));
    expect(mails.map((m) => m.subject)).toEqual([welcomeEmailSubject]);
  });

  it('numbers the user name past those taken, in any case, and drops a phone number too long to store', async () => {
    await createUser(ctx.db, { userName: 'JSmith' });
    await createUser(ctx.db, { userName: 'jsmith2' });
    const result = await approve('jsmith@other.example', nothing, { phoneNumber: `+1 ${'5'.repeat(30)}` });
    expect(result.userName).toBe('jsmith3');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, result.userId));
    expect(user?.phoneNumber).toBeNull();
    await createUser(ctx.db, { userName: 'jdoe' });
    expect((await approve('JDoe@other.example')).userName).toBe('JDoe2');
  });

  it('falls back to a numbered name outside the list once every listed name is taken', async () => {
    await withTx(ctx.db, systemActor, (tx) =>
      tx.insert(users).values(
        ['busy', ...Array.from({ length: 48 }, (_, i) => `busy${i + 2}`)].map((userName) => ({
          userName,
          email: `${userName}@taken.example`,
          firstName: 'B',
          lastName: 'Usy',
        })),
      ),
    );
    const result = await approve('busy@new.example');
    expect(result.userName).toMatch(/^busy\d+$/);
    const taken = await ctx.db.$count(users, sql`lower(${users.userName}) = ${result.userName}`);
    expect(taken).toBe(1);
  });

  it("rolls everything back when the approval's own writes fail", async () => {
    const existing = await createUser(ctx.db, { userName: 'paRolled' });
    const boom = new Error('approval refused');
    const failing = async () => {
      throw boom;
    };
    await expect(approve('paRolled@test.example', failing)).rejects.toBe(boom);
    expect(await accessOf(existing)).toEqual([]);
    await expect(approve('brand.new@clinic.example', failing)).rejects.toBe(boom);
    expect(await ctx.db.$count(users, sql`lower(${users.email}) = 'brand.new@clinic.example'`)).toBe(0);
  });
});
