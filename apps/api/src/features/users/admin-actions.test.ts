import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { userAdminMessages as m } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, moduleAccess, organizations, userFacilities, users } from '../../db/schema/core.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { staffResetEmailSubject, welcomeEmailSubject } from '../../platform/user-accounts/account-email.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import {
  bearer,
  createTestContext,
  createUser,
  type TestContext,
  testPassword,
} from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let sysadmin: Signed;
let userAdmin: Signed;
let plain: Signed;
beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = (userName: string, access: ModuleAccess[]) =>
    createSignedInUser(ctx, { userName, access });
  [sysadmin, userAdmin, plain] = await Promise.all([
    signedIn('sysadm', [{ module: Module.Admin, role: Role.SystemAdmin }]),
    signedIn('useradm', [
      { module: Module.Admin, role: Role.UserAdmin },
      { module: Module.BA, role: Role.Manager },
    ]),
    signedIn('plainuser', [{ module: Module.BA, role: Role.User }]),
  ]);
});
afterAll(() => ctx.close());

const base = '/api/Administration/Users';
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const userCount = () => ctx.db.$count(users);
const outboxCount = () => ctx.db.$count(emailOutbox);
async function outbox(to: string) {
  const { rows } = await ctx.db.execute<{ subject: string; text_body: string }>(
    sql`select subject, text_body from email_outbox where lower(to_address) = lower(${to}) order by id`,
  );
  return rows;
}
const newUser = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Newcomer',
  userName: 'nnewcomer',
  email: 'nora.newcomer@test.example',
  phoneNumber: '(555) 123-4567',
  module: Module.BA,
  role: Role.User,
  ...extra,
});
function linkIn(text: string) {
  const url = new URL(/https?:\/\/\S+change-password\S+/.exec(text)?.[0] ?? 'http://none');
  return { token: url.searchParams.get('token') ?? '', userId: Number(url.searchParams.get('userId')) };
}
const login = (userName: string, password: string, remoteAddress = nextRemoteAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { userName, password },
    remoteAddress,
  });

describe('POST CreateUser', () => {
  it('creates the user with the first module access and mails a welcome link that sets the password', async () => {
    const res = await post(`${base}/CreateUser`, newUser(), userAdmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.created);
    const userId = res.json().value as number;
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      userName: 'nnewcomer',
      firstName: 'Nora',
      passwordHash: null,
      disabled: false,
    });
    expect(await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, userId))).toMatchObject([
      { userId, module: Module.BA, role: Role.User, grantedBy: userAdmin.userId },
    ]);
    const [mail] = await outbox('nora.newcomer@test.example');
    expect(mail?.subject).toBe(welcomeEmailSubject);
    expect(mail?.text_body).toContain('nnewcomer');
    const link = linkIn(mail?.text_body ?? '');
    expect(link.userId).toBe(userId);
    // The creation is audited, attributed to the administrator.
    const { rows: audit } = await ctx.db.execute<{ changed_by: number }>(
      sql`select changed_by from global_audit where table_name = 'users' and entity_id = ${String(userId)}
          and operation = 'INSERT' limit 1`,
    );
    expect(audit[0]?.changed_by).toBe(userAdmin.userId);

    expect((await login('nnewcomer', 'plum-Harbour-7-lantern')).json().isSuccessful).toBe(false);
    const set = await submitPublicForm(ctx.app, '/api/Account/ChangePassword', {
      ...link,
      password: 'plum-Harbour-7-lantern',
      confirmPassword: 'plum-Harbour-7-lantern',
    });
    expect(set.json().isSuccessful, set.body).toBe(true);
    expect((await login('nnewcomer', 'plum-Harbour-7-lantern')).json().isSuccessful).toBe(true);
  });

  it('lets a UserAdmin grant only roles their own role satisfies', async () => {
    for (const [module, role] of [
      [Module.Admin, Role.SystemAdmin],
      [Module.BA, Role.SystemAdmin],
      [Module.NDC, Role.User],
    ] as const) {
      const before = await userCount();
      const res = await post(
        `${base}/CreateUser`,
        newUser({ userName: `above${module}`, email: `above${module}@test.example`, module, role }),
        userAdmin.token,
      );
      expect(res.statusCode, `${module} ${role}`).toBe(403);
      expect(res.json().message).toBe(usersMessages.cannotGrant);
      expect(await userCount()).toBe(before);
    }
    const ok = await post(
      `${base}/CreateUser`,
      newUser({ userName: 'bamanager2', email: 'bam2@test.example', role: Role.Manager }),
      userAdmin.token,
    );
    expect(ok.statusCode).toBe(200);
    const admin = await post(
      `${base}/CreateUser`,
      newUser({
        userName: 'newsys',
        email: 'newsys@test.example',
        module: Module.Admin,
        role: Role.SystemAdmin,
      }),
      sysadmin.token,
    );
    expect(admin.statusCode).toBe(200);
  });

  it('refuses a taken user name or email (any case) and stores and sends nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: 'SYSADM', email: 'fresh1@test.example' }, m.userNameTaken],
      [{ userName: 'fresh1', email: 'SysAdm@Test.Example' }, usersMessages.emailTaken],
    ];
    for (const [change, message] of cases) {
      const [users0, mails0] = [await userCount(), await outboxCount()];
      const res = await post(`${base}/CreateUser`, newUser(change), sysadmin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect([await userCount(), await outboxCount()]).toEqual([users0, mails0]);
    }
  });

  it('rejects invalid input and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: ' ' }, 'First name is required.'],
      [{ lastName: 'x'.repeat(51) }, 'Last name cannot be longer than 50 characters.'],
      [{ userName: '' }, 'User name is required.'],
      [{ userName: 'has space' }, m.userNameInvalid],
      [{ userName: 'nul\u0000name' }, fieldMessages.characters],
      [{ email: 'not-an-email' }, usersMessages.invalidEmail],
      [{ phoneNumber: '12' }, usersMessages.invalidPhone],
      [{ module: 'Nope' }, m.moduleRequired],
      [{ role: undefined }, m.roleRequired],
    ];
    for (const [change, message] of cases) {
      const [users0, mails0] = [await userCount(), await outboxCount()];
      const res = await post(
        `${base}/CreateUser`,
        newUser({ userName: 'invalid1', ...change }),
        sysadmin.token,
      );
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
      expect([await userCount(), await outboxCount()]).toEqual([users0, mails0]);
    }
  });

  it('is for user administrators only', async () => {
    const before = await userCount();
    expect((await post(`${base}/CreateUser`, newUser({ userName: 'x1' }))).statusCode).toBe(401);
    const res = await post(`${base}/CreateUser`, newUser({ userName: 'x1' }), plain.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.accessDenied);
    expect(await userCount()).toBe(before);
  });
});

describe('POST SendWelcomeEmail and SendWelcomeEmailToFilter', () => {
  it('sends the welcome mail to a user without a password, else the reset mail, three an hour at most', async () => {
    const withPassword = await createUser(ctx.db, { userName: 'mailme' });
    const [noPassword] = await withTx(ctx.db, systemActor, (tx) =>
      tx
        .insert(users)
        .values({ userName: 'nopass', email: 'nopass@test.example', firstName: 'No', lastName: 'Pass' })
        .returning({ id: users.id }),
    );
    const welcome = await post(`${base}/SendWelcomeEmail`, { userId: noPassword?.id }, userAdmin.token);
    expect(welcome.json()).toMatchObject({ message: m.welcomeSent, value: { kind: 'welcome' } });
    expect((await outbox('nopass@test.example')).map((r) => r.subject)).toEqual([welcomeEmailSubject]);
    for (let i = 0; i < 3; i++) {
      const reset = await post(`${base}/SendWelcomeEmail`, { userId: withPassword }, userAdmin.token);
      expect(reset.json()).toMatchObject({ message: m.resetSent, value: { kind: 'reset' } });
    }
    const mails0 = await outboxCount();
    const fourth = await post(`${base}/SendWelcomeEmail`, { userId: withPassword }, userAdmin.token);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(m.tooManyEmails);
    expect(await outboxCount()).toBe(mails0);
    expect((await outbox('mailme@test.example'))[0]?.subject).toBe(staffResetEmailSubject);
  });

  it('refuses disabled users, unknown and out-of-range ids, and non-administrators', async () => {
    const disabled = await createUser(ctx.db, { userName: 'maildisabled', disabled: true });
    const mails0 = await outboxCount();
    const off = await post(`${base}/SendWelcomeEmail`, { userId: disabled }, sysadmin.token);
    expect([off.statusCode, off.json().message]).toEqual([400, m.userDisabled]);
    const big = await post(`${base}/SendWelcomeEmail`, { userId: 2_147_483_648 }, sysadmin.token);
    expect([big.statusCode, big.json().message]).toEqual([400, fieldMessages.id]);
    expect(
      (await post(`${base}/SendWelcomeEmail`, { userId: 2_147_483_647 }, sysadmin.token)).statusCode,
    ).toBe(404);
    const denied = await post(`${base}/SendWelcomeEmail`, { userId: disabled }, plain.token);
    expect([denied.statusCode, denied.json().message]).toEqual([403, messages.accessDenied]);
    const deniedAll = await post(`${base}/SendWelcomeEmailToFilter`, { search: 'mail' }, plain.token);
    expect(deniedAll.statusCode).toBe(403);
    expect(await outboxCount()).toBe(mails0);
  });

  it('sends to every enabled user of the filter', async () => {
    await createUser(ctx.db, { userName: 'bulkone' });
    await createUser(ctx.db, { userName: 'bulktwo' });
    await createUser(ctx.db, { userName: 'bulkoff', disabled: true });
    const res = await post(
      `${base}/SendWelcomeEmailToFilter`,
      { search: 'bulk', status: '' },
      sysadmin.token,
    );
    expect(res.json()).toMatchObject({ value: { sent: 2, skipped: 0 }, message: 'Emails sent to 2 users.' });
    expect((await outbox('bulkone@test.example')).length).toBe(1);
    expect((await outbox('bulkoff@test.example')).length).toBe(0);
    const none = await post(`${base}/SendWelcomeEmailToFilter`, { search: 'zzznobody' }, sysadmin.token);
    expect([none.statusCode, none.json().message]).toEqual([400, m.noUsers]);
    const bad = await post(`${base}/SendWelcomeEmailToFilter`, { lastSignIn: 'yesterday' }, sysadmin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Last sign-in filter is not known.');
  });
});

describe('POST UnlockUser', () => {
  it('clears the failed sign-ins that lock the account, audited', async () => {
    const userId = await createUser(ctx.db, { userName: 'lockme' });
    const address = nextRemoteAddress();
    for (let i = 0; i < 5; i++) await login('lockme', 'wrong-password-1', address);
    expect((await login('lockme', testPassword, address)).statusCode).toBe(429);
    const listed = async () =>
      (await get(`${base}/GetList?pageSize=10&search=lockme`, sysadmin.token)).json().data[0];
    expect((await listed()).locked).toBe(true);

    const denied = await post(`${base}/UnlockUser`, { userId }, plain.token);
    expect(denied.statusCode).toBe(403);
    expect((await login('lockme', testPassword, address)).statusCode).toBe(429);

    const res = await post(`${base}/UnlockUser`, { userId }, userAdmin.token);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.unlocked });
    expect((await listed()).locked).toBe(false);
    expect((await login('lockme', testPassword, address)).json().isSuccessful).toBe(true);
    const { rows } = await ctx.db.execute<{ changed_by: number }>(
      sql`select changed_by from global_audit where table_name = 'users' and entity_id = ${String(userId)}
          and field = 'sign_in_failures_cleared_at'`,
    );
    expect(rows.map((r) => r.changed_by)).toEqual([userAdmin.userId]);
  });

  it('rejects out-of-range and unknown ids', async () => {
    const big = await post(`${base}/UnlockUser`, { userId: 2_147_483_648 }, sysadmin.token);
    expect([big.statusCode, big.json().message]).toEqual([400, fieldMessages.id]);
    const unknown = await post(`${base}/UnlockUser`, { userId: 2_147_483_647 }, sysadmin.token);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, usersMessages.notFound]);
  });
});

describe('users list filters and export', () => {
  let orgId = 0;
  let facilityId = 0;
  let member = 0;
  let orgUser = 0;
  beforeAll(async () => {
    member = await createUser(ctx.db, { userName: 'facmember' });
    orgUser = await createUser(ctx.db, { userName: 'orgmember' });
    await withTx(ctx.db, systemActor, async (tx) => {
      const [org] = await tx.insert(organizations).values({ name: 'Filter Org' }).returning();
      orgId = org?.id ?? 0;
      const [facility] = await tx
        .insert(facilities)
        .values({ organizationId: orgId, name: 'Filter Facility' })
        .returning();
      facilityId = facility?.id ?? 0;
      await tx.insert(userFacilities).values({ userId: member, facilityId });
      await tx.update(users).set({ organizationId: orgId }).where(eq(users.id, orgUser));
    });
  });
  const ids = async (query: string) =>
    (await get(`${base}/GetList?pageSize=200&status=&${query}`, sysadmin.token))
      .json()
      .data.map((r: { id: number }) => r.id);

  it('filters by facility and by organization (directly or through a facility)', async () => {
    expect(await ids(`facilityId=${facilityId}`)).toEqual([member]);
    expect((await ids(`organizationId=${orgId}`)).sort()).toEqual([member, orgUser].sort());
    const bad = await get(`${base}/GetList?pageSize=10&facilityId=2147483648`, sysadmin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('offers every organization and facility to the filters, to user administrators only', async () => {
    expect((await get(`${base}/GetFilterOptions`, plain.token)).statusCode).toBe(403);
    const options = (await get(`${base}/GetFilterOptions`, userAdmin.token)).json();
    expect(options.organizations).toContainEqual({ value: orgId, label: 'Filter Org' });
    expect(options.facilities).toContainEqual({ value: facilityId, label: 'Filter Facility' });
  });

  it('filters by last sign-in and shows it', async () => {
    const neverIds = await ids('lastSignIn=never');
    expect(neverIds).toContain(member);
    expect(neverIds).not.toContain(sysadmin.userId);
    expect(await ids('lastSignIn=within30')).toContain(sysadmin.userId);
    expect(await ids('lastSignIn=over90')).toContain(member);
    const rows = (await get(`${base}/GetList?pageSize=10&search=sysadm`, sysadmin.token)).json().data;
    const row = rows.find((r: { id: number }) => r.id === sysadmin.userId);
    expect(row.lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.hasPassword).toBe(true);
  });

  it('exports the filtered list to Excel, for user administrators only', async () => {
    const denied = await get(`${base}/GetListExcel?organizationId=${orgId}`, plain.token);
    expect(denied.statusCode).toBe(403);
    const link = await get(`${base}/GetListExcel?organizationId=${orgId}&status=`, userAdmin.token);
    expect(link.statusCode, link.body).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0]?.getSheetValues() ?? []).slice(1) as unknown[][];
    expect(values[0]?.slice(1, 4)).toEqual(['Last Name', 'First Name', 'User Name']);
    expect(
      values
        .slice(1)
        .map((r) => r[3])
        .sort(),
    ).toEqual(['facmember', 'orgmember']);
  });
});
