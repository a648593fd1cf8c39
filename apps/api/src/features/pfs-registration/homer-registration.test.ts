import { pfsMessages } from '@homer/contracts/pfs';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, passwordResetTokens, userFacilities, users } from '../../db/schema/core.ts';
import { pfsUserFacilities, pfsUsers } from '../../db/schema/pfs.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { hashResetToken } from '../../platform/passwords/reset-link.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let orgId: number;
let facilityIds: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  ({ organizationId: orgId, facilityIds } = await insertFacilities(ctx.db, [
    { name: 'PFS A', usesPfs: true },
    { name: 'PFS B', usesPfs: true },
  ]));
  await createUser(ctx.db, { userName: 'taken' });
});
afterAll(() => ctx.close());

let people = 0;
async function pfsUser(change: Partial<typeof pfsUsers.$inferInsert> = {}) {
  people += 1;
  const [row] = await ctx.db
    .insert(pfsUsers)
    .values({
      firstName: 'Jo',
      lastName: "D'Angelo-Smith",
      userName: `jo${people}`,
      email: `jo${people}@clinic.example.com`,
      phoneNumber: '850-555-0100',
      ...change,
    })
    .returning();
  if (!row) throw new Error('no PFS user');
  await ctx.db
    .insert(pfsUserFacilities)
    .values(facilityIds.map((facilityId) => ({ pfsUserId: row.id, facilityId })));
  return row;
}

const getByGuid = (guid: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/PublicHomerRegister/GetPfsUserByGuid?guid=${guid}`,
    remoteAddress: nextRemoteAddress(),
  });
const registerUser = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/PublicHomerRegister/RegisterHomerUser', body, captcha);
const userCount = () => ctx.db.$count(users);

describe('User Registration from PFS', () => {
  it('shows the PFS user for a guid', async () => {
    const person = await pfsUser();
    expect((await getByGuid(person.guid)).json()).toEqual({
      id: 0,
      pfsUserId: person.id,
      firstName: 'Jo',
      lastName: "D'Angelo-Smith",
      userName: person.userName,
      email: person.email,
      phoneNumber: '850-555-0100',
      pfsFacilityIds: facilityIds,
      facilityIds,
      organizationIds: [orgId],
      alreadyExists: false,
      errorMessage: null,
    });
  });

  it('answers an unknown or malformed guid with the spec message', async () => {
    for (const guid of ['', 'abc', '3f1e2d3c-0000-4000-8000-000000000000']) {
      const res = await getByGuid(guid);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(pfsMessages.userNotFound);
    }
  });

  it('creates the HOMER user without a password, with facilities and support access, and sends the welcome link', async () => {
    const person = await pfsUser();
    const res = await registerUser({ guid: person.guid });
    expect(res.json()).toMatchObject({ isSuccessful: true, message: pfsMessages.homerRegistered });
    const userId = res.json().value as number;
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      userName: person.userName,
      email: person.email,
      firstName: 'Jo',
      lastName: "D'Angelo-Smith",
      phoneNumber: '850-555-0100',
      organizationId: orgId,
      passwordHash: null,
    });
    const linked = await ctx.db.select().from(userFacilities).where(eq(userFacilities.userId, userId));
    expect(linked.map((l) => l.facilityId).sort()).toEqual([...facilityIds].sort());
    const grants = await ctx.db
      .select({ userId: moduleAccess.userId, module: moduleAccess.module, role: moduleAccess.role })
      .from(moduleAccess)
      .where(eq(moduleAccess.userId, userId));
    expect(grants).toEqual([{ userId, module: 'HelpDesk', role: 'User' }]);
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email));
    const link = mail?.textBody.match(/http\S+change-password\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('userId')).toBe(String(userId));
    const [token] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(url.searchParams.get('token') ?? '')));
    expect(token?.userId).toBe(userId);
    expect((token?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);

    expect((await getByGuid(person.guid)).json()).toMatchObject({ id: userId, alreadyExists: true });
    const again = await registerUser({ guid: person.guid });
    expect(again.json()).toMatchObject({ isSuccessful: false, message: pfsMessages.alreadyExists });
  });

  it('refuses a PFS user whose user name or email already belongs to a HOMER user', async () => {
    const before = await userCount();
    for (const change of [{ userName: 'TAKEN' }, { email: 'Taken@test.example' }]) {
      const person = await pfsUser(change);
      expect((await getByGuid(person.guid)).json().alreadyExists).toBe(true);
      expect((await registerUser({ guid: person.guid })).json()).toMatchObject({
        isSuccessful: false,
        message: pfsMessages.alreadyExists,
      });
    }
    expect(await userCount()).toBe(before);
  });

  const rejected: Array<[string, Partial<typeof pfsUsers.$inferInsert>, string]> = [
    ['a first name with symbols', { firstName: 'Jo!' }, pfsMessages.firstNamePattern],
    ['an empty last name', { lastName: '' }, pfsMessages.lastNameRequired],
    ['an invalid email', { email: 'jo@clinic' }, pfsMessages.emailInvalid],
    ['no phone', { phoneNumber: null }, pfsMessages.phoneRequired],
    ['no user name', { userName: ' ' }, pfsMessages.userNameRequired],
  ];
  it.each(rejected)('refuses a PFS record with %s and creates nobody', async (_name, change, message) => {
    const before = await userCount();
    const person = await pfsUser(change);
    expect((await registerUser({ guid: person.guid })).json()).toMatchObject({
      isSuccessful: false,
      message,
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown guid, a ticked honeypot and a missing captcha', async () => {
    const before = await userCount();
    const unknown = await registerUser({ guid: '3f1e2d3c-0000-4000-8000-000000000000' });
    expect(unknown.json()).toMatchObject({ isSuccessful: false, message: pfsMessages.userNotFound });
    const person = await pfsUser();
    const honey = await registerUser({ guid: person.guid, honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    const noCaptcha = await registerUser({ guid: person.guid }, '');
    expect(noCaptcha.json().message).toBe(publicFormMessages.captchaRequired);
    expect(await userCount()).toBe(before);
  });
});
