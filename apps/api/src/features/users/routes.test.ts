import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, sessions, users } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let sysadmin: Signed;
let userAdmin: Signed;
let plain: Signed;
let other: Signed;
beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = (userName: string, access: ModuleAccess[]) =>
    createSignedInUser(ctx, { userName, access });
  [sysadmin, userAdmin, plain, other] = await Promise.all([
    signedIn('sysadm', [{ module: Module.Admin, role: Role.SystemAdmin }]),
    signedIn('useradm', [
      { module: Module.Admin, role: Role.UserAdmin },
      { module: Module.BA, role: Role.Manager },
    ]),
    signedIn('plainuser', [{ module: Module.BA, role: Role.User }]),
    signedIn('otheruser', [{ module: Module.NDC, role: Role.Technician }]),
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, payload: unknown, token: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
const base = '/api/Administration/Users';
const facilities = (token: string) => get('/api/Facility/GetUserFacilities', token);
const grantsOf = (userId: number) =>
  ctx.db
    .select({ userId: moduleAccess.userId, module: moduleAccess.module, role: moduleAccess.role })
    .from(moduleAccess)
    .where(eq(moduleAccess.userId, userId))
    .orderBy(moduleAccess.module);
const userRow = async (userId: number) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0];
const details = (userId: number, extra: Record<string, unknown> = {}) => ({
  userId,
  firstName: 'Test',
  lastName: 'Person',
  email: `person${userId}@test.example`,
  phoneNumber: '(555) 123-4567',
  ...extra,
});

describe('users list', () => {
  it('is for user administrators only', async () => {
    const url = `${base}/GetList?pageSize=10`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, plain.token)).statusCode).toBe(403);
    expect((await get(url, userAdmin.token)).statusCode).toBe(200);
    expect((await get(url, sysadmin.token)).statusCode).toBe(200);
  });

  it('searches name, user name and email and filters by status, module and role', async () => {
    const list = async (query: string) =>
      (await get(`${base}/GetList?pageSize=50&${query}`, sysadmin.token)).json();
    expect((await list('search=PLAINUSER')).data.map((r: { userName: string }) => r.userName)).toEqual([
      'plainuser',
    ]);
    expect((await list('search=otheruser%40test.example')).totalRecords).toBe(1);
    expect((await list('search=Test%20sysadm')).data[0].userName).toBe('sysadm');
    const ndc = await list('module=NDC');
    expect(ndc.data.map((r: { userName: string }) => r.userName)).toEqual(['otheruser']);
    expect(ndc.data[0].access).toEqual([{ module: 'NDC', role: 'Technician' }]);
    expect((await list('module=BA&role=Manager')).data.map((r: { userName: string }) => r.userName)).toEqual([
      'useradm',
    ]);
    const disabled = await createUser(ctx.db, { userName: 'listdisabled', disabled: true });
    const off = await list('status=disabled');
    expect(off.data.map((r: { id: number }) => r.id)).toContain(disabled);
    expect((await list('status=active')).data.map((r: { id: number }) => r.id)).not.toContain(disabled);
  });

  it('pages by cursor in user-name order', async () => {
    for (let i = 0; i < 12; i++)
      await createUser(ctx.db, { userName: `pagezz${String(i).padStart(2, '0')}` });
    const url = `${base}/GetList?pageSize=10&sortField=userName&search=pagezz`;
    const first = (await get(url, sysadmin.token)).json();
    expect(first.totalRecords).toBe(12);
    expect(first.data.map((r: { userName: string }) => r.userName).at(-1)).toBe('pagezz09');
    const second = (await get(`${url}&page=2&after=${first.nextCursor}`, sysadmin.token)).json();
    expect(second.data.map((r: { userName: string }) => r.userName)).toEqual(['pagezz10', 'pagezz11']);
    expect(second.nextCursor).toBeUndefined();
    // A cursor of another filter is refused rather than misplacing the page.
    const other = await get(
      `${base}/GetList?pageSize=10&sortField=userName&after=${first.nextCursor}`,
      sysadmin.token,
    );
    expect(other.statusCode).toBe(400);
  });

  it('refuses unknown filters', async () => {
    const res = await get(`${base}/GetList?pageSize=10&module=Nope`, sysadmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Module is not known.');
  });
});

describe('details tab', () => {
  it('a user opens and saves only their own details, never the administrative fields', async () => {
    expect((await get(`${base}/GetUser?userId=${other.userId}`, plain.token)).statusCode).toBe(403);
    expect((await get(`${base}/GetModuleAccess?userId=${other.userId}`, plain.token)).statusCode).toBe(403);
    const denied = await post(`${base}/SaveUser`, details(other.userId), plain.token);
    expect(denied.statusCode).toBe(403);
    expect((await userRow(other.userId))?.lastName).toBe('otheruser');

    const own = (await get(`${base}/GetUser?userId=${plain.userId}`, plain.token)).json();
    expect(own.value).toMatchObject({ userName: 'plainuser', isOwner: true, canAdminister: false });
    const elevate = await post(
      `${base}/SaveUser`,
      details(plain.userId, { inactivityTimeout: true }),
      plain.token,
    );
    expect(elevate.statusCode).toBe(403);
    expect(elevate.json().message).toBe(usersMessages.ownDetailsOnly);
    expect((await userRow(plain.userId))?.inactivityTimeout).toBe(false);

    // The stored address: a new one would end the owner's sessions (decision 065).
    const unchangedEmail = { email: 'plainuser@test.example' };
    const saved = await post(
      `${base}/SaveUser`,
      details(plain.userId, { lastName: 'Renamed', ...unchangedEmail }),
      plain.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(usersMessages.detailsSaved);
    expect((await userRow(plain.userId))?.lastName).toBe('Renamed');
  });

  it('rejects invalid input and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ' }, 'First name is required.'],
      [{ email: 'not-an-email' }, usersMessages.invalidEmail],
      [{ phoneNumber: '12' }, usersMessages.invalidPhone],
      [{ lastName: 'x'.repeat(51) }, 'Last name cannot be longer than 50 characters.'],
      [{ userId: 2_147_483_648 }, fieldMessages.id],
      [{ userId: 0 }, fieldMessages.id],
      [{ email: 'sysadm@test.example' }, usersMessages.emailTaken],
    ];
    for (const [change, message] of cases) {
      const res = await post(`${base}/SaveUser`, details(other.userId, change), sysadmin.token);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const row = await userRow(other.userId);
    expect(row?.firstName).toBe('Test');
    expect(row?.email).toBe('otheruser@test.example');
    expect((await get(`${base}/GetUser?userId=2147483648`, sysadmin.token)).statusCode).toBe(400);
    expect((await get(`${base}/GetUser?userId=2147483647`, sysadmin.token)).statusCode).toBe(404);
  });

  it('disabling a user revokes their sessions within the request', async () => {
    const target = await createSignedInUser(ctx, { userName: 'tobedisabled' });
    const email = 'tobedisabled@test.example';
    expect((await facilities(target.token)).statusCode).toBe(200);
    const res = await post(
      `${base}/SaveUser`,
      details(target.userId, { disabled: true, email }),
      userAdmin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.disabled).toBe(true);
    const next = await facilities(target.token);
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(messages.notSignedIn);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, target.userId));
    expect(rows.every((r) => r.revokedReason === 'user-disabled')).toBe(true);
    // Re-enabling does not bring the old session back.
    await post(`${base}/SaveUser`, details(target.userId, { disabled: false, email }), userAdmin.token);
    expect((await facilities(target.token)).statusCode).toBe(401);
  });

  it('an administrator cannot disable themselves', async () => {
    const res = await post(`${base}/SaveUser`, details(sysadmin.userId, { disabled: true }), sysadmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(usersMessages.ownDisable);
    expect((await userRow(sysadmin.userId))?.disabled).toBe(false);
  });
});

describe('module-access tab', () => {
  const save = (userId: number, access: ModuleAccess[], token: string) =>
    post(`${base}/SaveModuleAccess`, { userId, access }, token);

  it('offers a UserAdmin only roles up to their own, and nothing on a user above them', async () => {
    const grantable = async (userId: number) => {
      const res = (await get(`${base}/GetModuleAccess?userId=${userId}`, userAdmin.token)).json();
      return Object.fromEntries(
        res.value.grantable.map((g: { module: string; roles: string[] }) => [g.module, g.roles]),
      );
    };
    const roles = await grantable(plain.userId);
    expect(roles.Admin).toEqual(['User', 'UserAdmin']);
    expect(roles.BA).toEqual(['User', 'Technician', 'Pharmacist', 'Manager']);
    expect(roles.NDC).toEqual([]);
    // other holds NDC, which this UserAdmin does not (decision 065).
    expect(Object.values(await grantable(other.userId)).flat()).toEqual([]);
  });

  it('a UserAdmin cannot grant SystemAdmin, nor change a grant above their own, nor a user above them', async () => {
    const target = await createSignedInUser(ctx, {
      userName: 'grantee',
      access: [{ module: Module.BA, role: Role.User }],
    });
    for (const access of [
      [{ module: Module.Admin, role: Role.SystemAdmin }],
      [{ module: Module.BA, role: Role.SystemAdmin }],
    ]) {
      const res = await save(target.userId, access, userAdmin.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(usersMessages.cannotGrant);
    }
    expect(await grantsOf(target.userId)).toEqual([{ userId: target.userId, module: 'BA', role: 'User' }]);
    // other's NDC Technician is above this UserAdmin (no NDC): even a grant they could make is refused.
    const above = await save(
      other.userId,
      [
        { module: Module.NDC, role: Role.Technician },
        { module: Module.BA, role: Role.User },
      ],
      userAdmin.token,
    );
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(userAdminMessages.outranked);
    expect(await grantsOf(other.userId)).toEqual([
      { userId: other.userId, module: 'NDC', role: 'Technician' },
    ]);
    const ok = await save(
      target.userId,
      [
        { module: Module.Admin, role: Role.User },
        { module: Module.BA, role: Role.Manager },
      ],
      userAdmin.token,
    );
    expect(ok.statusCode).toBe(200);
    expect((await grantsOf(target.userId)).map((g) => `${g.module}:${g.role}`)).toEqual([
      'Admin:User',
      'BA:Manager',
    ]);
  });

  it('nobody changes their own access, and plain users none at all', async () => {
    const self = await save(
      userAdmin.userId,
      [{ module: Module.Admin, role: Role.UserAdmin }],
      userAdmin.token,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(usersMessages.ownAccess);
    expect((await save(other.userId, [], plain.token)).statusCode).toBe(403);
  });

  it('rejects invalid input and stores nothing', async () => {
    const before = await grantsOf(other.userId);
    const dup = await post(
      `${base}/SaveModuleAccess`,
      {
        userId: other.userId,
        access: [
          { module: 'BA', role: 'User' },
          { module: 'BA', role: 'Manager' },
        ],
      },
      sysadmin.token,
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toContain(usersMessages.duplicateModule);
    const role = await post(
      `${base}/SaveModuleAccess`,
      { userId: other.userId, access: [{ module: 'BA', role: 'King' }] },
      sysadmin.token,
    );
    expect(role.json().message).toContain('Role is not known.');
    const missing = await save(2_147_483_647, [], sysadmin.token);
    expect(missing.statusCode).toBe(404);
    for (const userId of [0, 2_147_483_648]) {
      const res = await post(`${base}/SaveModuleAccess`, { userId, access: [] }, sysadmin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(fieldMessages.id);
    }
    expect((await get(`${base}/GetModuleAccess?userId=2147483648`, sysadmin.token)).statusCode).toBe(400);
    expect((await get(`${base}/GetModuleAccess?userId=2147483647`, sysadmin.token)).statusCode).toBe(404);
    expect(await grantsOf(other.userId)).toEqual(before);
  });

  it('removing a module refuses the user’s very next request', async () => {
    const target = await createSignedInUser(ctx, {
      userName: 'losesba',
      access: [{ module: Module.BA, role: Role.User }],
    });
    const budgets = () => get('/api/BA/GetBudgetList?pageSize=10', target.token);
    const warm = await budgets();
    expect(warm.statusCode).not.toBe(403);
    expect((await save(target.userId, [], sysadmin.token)).statusCode).toBe(200);
    const next = await budgets();
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe(messages.accessDenied);
  });
});
