import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { organizationMessages } from '@homer/contracts/organizations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { organizations } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let user: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin, userId: adminId } = await createSignedInUser(ctx, {
    userName: 'org-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'org-manager',
    access: [{ module: Module.Admin, role: Role.Manager }],
  }));
  ({ token: user } = await createSignedInUser(ctx, {
    userName: 'org-user',
    access: [
      { module: Module.Admin, role: Role.User },
      { module: Module.BA, role: Role.SystemAdmin },
    ],
  }));
});
afterAll(() => ctx.close());

const save = (token: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Administration/Organizations/Save',
    headers: bearer(token),
    payload: body,
  });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const count = async () => (await ctx.db.select().from(organizations)).length;
const valid = {
  id: 0,
  name: 'Department of Health in Duval County',
  emailDomain: 'duval.example.gov',
  isActive: true,
};

describe('organization access', () => {
  it('Admin Managers read the list; only SystemAdmins open or change an organization', async () => {
    const list = '/api/Administration/Organizations/GetList?page=1&pageSize=25';
    expect((await ctx.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    const denied = await get(user, list);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect((await get(manager, list)).statusCode).toBe(200);
    expect((await get(manager, '/api/Administration/Organizations/Get?id=1')).statusCode).toBe(403);
    expect((await get(manager, '/api/Select/Organizations')).statusCode).toBe(403);
    for (const token of [manager, user]) expect((await save(token, valid)).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });
});

describe('saving an organization', () => {
  it('creates and updates, audited with the actor, and lists and searches by name', async () => {
    const created = await save(admin, { ...valid, emailDomain: 'Duval.Example.GOV' });
    expect(created.json()).toMatchObject({
      isSuccessful: true,
      message: organizationMessages.saved,
      model: { name: valid.name, emailDomain: 'duval.example.gov', isActive: true },
    });
    const id = created.json().model.id;
    const updated = await save(admin, { ...valid, id, isActive: false, emailDomain: '' });
    expect(updated.json().model).toMatchObject({ id, isActive: false, emailDomain: null });
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'organizations'), eq(globalAudit.field, 'is_active')));
    expect(audit.at(-1)).toMatchObject({ changedBy: adminId, changedFrom: 'true', changedTo: 'false' });

    await save(admin, { ...valid, name: 'Bureau of Pharmacy Services' });
    const all = await get(admin, '/api/Administration/Organizations/GetList?page=1&pageSize=10');
    expect(all.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Bureau of Pharmacy Services',
      valid.name,
    ]);
    const found = await get(
      manager,
      '/api/Administration/Organizations/GetList?page=1&pageSize=10&search=duval',
    );
    expect(found.json()).toMatchObject({ totalRecords: 1, data: [{ id, facilityCount: 0 }] });
    expect((await get(admin, `/api/Administration/Organizations/Get?id=${id}`)).json()).toMatchObject({ id });
  });

  it('refuses invalid input with its message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ ...valid, name: '  ' }, organizationMessages.nameRequired],
      [{ ...valid, name: 'x'.repeat(201) }, organizationMessages.nameTooLong],
      [{ ...valid, name: 'Bad\u0000Name' }, fieldMessages.characters],
      [{ ...valid, emailDomain: 'not a domain' }, organizationMessages.emailDomain],
      [{ ...valid, id: maxId + 1 }, fieldMessages.idOrZero],
      [{ ...valid, id: -1 }, fieldMessages.idOrZero],
    ];
    for (const [body, message] of cases) {
      const res = await save(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const duplicate = await save(admin, { ...valid, name: valid.name.toUpperCase() });
    expect(duplicate.json()).toMatchObject({
      isSuccessful: false,
      message: organizationMessages.duplicateName,
    });
    expect(await count()).toBe(before);
  });

  it('answers 404 for an organization that does not exist, and 400 for an id out of range', async () => {
    expect((await save(admin, { ...valid, id: maxId })).statusCode).toBe(404);
    expect((await get(admin, `/api/Administration/Organizations/Get?id=${maxId}`)).statusCode).toBe(404);
    const outOfRange = await get(admin, `/api/Administration/Organizations/Get?id=${maxId + 1}`);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe(fieldMessages.id);
  });
});
