import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { systemNotificationMessages as m } from '@homer/contracts/system-notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { systemNotifications } from '../../db/schema/system-settings.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let reader: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin, userId: adminId } = await createSignedInUser(ctx, {
    userName: 'sn-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'sn-manager',
    access: [
      { module: Module.Admin, role: Role.Manager },
      { module: Module.BA, role: Role.SystemAdmin },
    ],
  }));
  // No module at all: still sees the banners.
  ({ token: reader } = await createSignedInUser(ctx, { userName: 'sn-reader' }));
});
afterAll(() => ctx.close());

const base = '/api/Administration/SystemNotification';
const post = (token: string, path: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `${base}/${path}`, headers: bearer(token), payload: body });
const get = (token: string, path: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `${base}/${path}`,
    headers: { ...bearer(token), 'x-timezone': 'America/New_York' },
  });
const count = async () => (await ctx.db.select().from(systemNotifications)).length;
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const valid = {
  id: 0,
  title: 'Scheduled maintenance',
  message: '<p>HOMER will be <b>down</b> on Saturday.</p>',
  notificationClassCss: 'alert-warning',
  startDate: at(-hour),
  endDate: at(hour),
};

describe('system notification access', () => {
  it('only Admin SystemAdmins list, open, save or delete; others get 403 and nothing is stored', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/GetList?pageSize=25` })).statusCode).toBe(
      401,
    );
    for (const token of [manager, reader]) {
      const denied = await get(token, 'GetList?pageSize=25');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
      expect((await get(token, 'Get?id=1')).statusCode).toBe(403);
      expect((await post(token, 'Save', valid)).statusCode).toBe(403);
      expect((await post(token, 'Delete', { id: 1 })).statusCode).toBe(403);
    }
    expect(await count()).toBe(0);
  });

  it('refuses the active banners to an anonymous caller', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${base}/CheckForSystemNotification` });
    expect(res.statusCode).toBe(401);
  });
});

describe('saving a system notification', () => {
  it('creates with the HTML sanitized, audited with the actor, and lists it', async () => {
    const created = await post(admin, 'Save', {
      ...valid,
      message:
        '<p onclick="steal()">Down <b>Saturday</b><script>alert(1)</script></p><img src=x onerror=alert(2)>',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      isSuccessful: true,
      message: m.saved,
      model: {
        title: valid.title,
        message: '<p>Down <b>Saturday</b></p>',
        notificationClassCss: 'alert-warning',
      },
    });
    const id = created.json().model.id;
    const [row] = await ctx.db.select().from(systemNotifications).where(eq(systemNotifications.id, id));
    expect(row?.message).toBe('<p>Down <b>Saturday</b></p>');
    expect(row).toMatchObject({ createdBy: adminId, updatedBy: adminId });
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'system_notifications'), eq(globalAudit.field, 'title')));
    expect(audit.at(-1)).toMatchObject({ changedBy: adminId, changedTo: valid.title, operation: 'INSERT' });

    const list = await get(admin, 'GetList?pageSize=25');
    expect(list.json()).toMatchObject({ totalRecords: 1, data: [{ id, updatedByName: 'Test sn-admin' }] });
    const one = (await get(admin, `Get?id=${id}`)).json();
    expect(one.startDateStr).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M$/);

    const updated = await post(admin, 'Save', { ...valid, id, title: 'Maintenance moved' });
    expect(updated.json().model).toMatchObject({ id, title: 'Maintenance moved' });
  });

  it('refuses invalid input with its message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ ...valid, title: '  ' }, m.titleRequired],
      [{ ...valid, title: 'x'.repeat(201) }, m.titleTooLong],
      [{ ...valid, title: 'Bad\u0000Title' }, fieldMessages.characters],
      [{ ...valid, message: '' }, m.messageRequired],
      [{ ...valid, notificationClassCss: 'alert-info" onclick="x' }, m.cssRequired],
      [{ ...valid, notificationClassCss: 'homer-anything' }, m.cssRequired],
      [{ ...valid, startDate: '' }, m.startRequired],
      [{ ...valid, endDate: 'tomorrow' }, m.endRequired],
      [{ ...valid, startDate: at(hour), endDate: at(-hour) }, m.endBeforeStart],
      [{ ...valid, startDate: valid.startDate, endDate: valid.startDate }, m.endBeforeStart],
      [{ ...valid, id: maxId + 1 }, fieldMessages.idOrZero],
    ];
    for (const [body, message] of cases) {
      const res = await post(admin, 'Save', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Only unsafe markup: nothing would be left to show.
    const empty = await post(admin, 'Save', { ...valid, message: '<script>alert(1)</script>' });
    expect(empty.json()).toMatchObject({ isSuccessful: false, message: m.messageEmpty });
    expect(await count()).toBe(before);
  });

  it('answers 404 for a notification that does not exist and 400 for an id out of range', async () => {
    expect((await post(admin, 'Save', { ...valid, id: maxId })).statusCode).toBe(404);
    expect((await get(admin, `Get?id=${maxId}`)).statusCode).toBe(404);
    expect((await get(admin, `Get?id=${maxId + 1}`)).json().message).toBe(fieldMessages.id);
    expect((await post(admin, 'Delete', { id: maxId + 1 })).json().message).toBe(fieldMessages.id);
    expect((await post(admin, 'Delete', { id: maxId })).statusCode).toBe(404);
  });
});

describe('active banners and delete', () => {
  it('shows every signed-in user only the banners whose window contains now; delete removes one', async () => {
    const saved = async (title: string, startDate: string, endDate: string) =>
      (await post(admin, 'Save', { ...valid, title, startDate, endDate })).json().model.id as number;
    const current = await saved('Current banner', at(-hour), at(hour));
    await saved('Future banner', at(hour), at(2 * hour));
    await saved('Past banner', at(-2 * hour), at(-hour));
    const titles = async () =>
      ((await get(reader, 'CheckForSystemNotification')).json() as { title: string }[]).map((n) => n.title);
    expect(await titles()).toContain('Current banner');
    expect(await titles()).not.toContain('Future banner');
    expect(await titles()).not.toContain('Past banner');

    const deleted = await post(admin, 'Delete', { id: current });
    expect(deleted.json()).toMatchObject({ isSuccessful: true, message: m.deleted });
    expect(await titles()).not.toContain('Current banner');
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'system_notifications'), eq(globalAudit.operation, 'DELETE')));
    expect(audit.some((r) => r.entityId === String(current) && r.changedBy === adminId)).toBe(true);
  });
});
