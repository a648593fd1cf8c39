import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { systemUpdateMessages as m } from '@homer/contracts/system-update';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { systemUpdate } from '../../db/schema/system-settings.ts';
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
    userName: 'su-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'su-manager',
    access: [{ module: Module.Admin, role: Role.Manager }],
  }));
  ({ token: reader } = await createSignedInUser(ctx, { userName: 'su-reader' }));
});
afterAll(() => ctx.close());

const base = '/api/Administration/SystemUpdate';
const post = (token: string, path: string, body?: object) =>
  ctx.app.inject({ method: 'POST', url: `${base}/${path}`, headers: bearer(token), payload: body });
const current = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/Get`, headers: bearer(token) });
const rows = () => ctx.db.select().from(systemUpdate);
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('system update', () => {
  it('only SystemAdmins schedule or clear; anonymous callers cannot read', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/Get` })).statusCode).toBe(401);
    for (const token of [manager, reader]) {
      const denied = await post(token, 'Save', { scheduledDate: inMinutes(10), message: 'x' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
      expect((await post(token, 'Clear')).statusCode).toBe(403);
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses a missing, malformed or past date and a long message, storing nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ message: 'x' }, m.dateRequired],
      [{ scheduledDate: '', message: 'x' }, m.dateRequired],
      [{ scheduledDate: 'soon', message: 'x' }, m.dateRequired],
      [{ scheduledDate: inMinutes(10), message: 'x'.repeat(501) }, m.messageTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await post(admin, 'Save', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const past = await post(admin, 'Save', { scheduledDate: inMinutes(-1), message: 'x' });
    expect(past.json()).toMatchObject({ isSuccessful: false, message: m.dateInPast });
    expect(await rows()).toEqual([]);
  });

  it('schedules one update that every signed-in user reads, replaces it, and clears it; audited', async () => {
    expect((await current(reader)).json()).toBeNull();
    const first = inMinutes(30);
    const saved = await post(admin, 'Save', { scheduledDate: first, message: 'Upgrade to 2.0' });
    expect(saved.json()).toMatchObject({ isSuccessful: true, message: m.saved });
    expect((await current(reader)).json()).toEqual({ scheduledDate: first, message: 'Upgrade to 2.0' });

    const second = inMinutes(45);
    await post(admin, 'Save', { scheduledDate: second, message: 'Upgrade to 2.1' });
    expect(await rows()).toHaveLength(1);
    expect((await current(manager)).json()).toEqual({ scheduledDate: second, message: 'Upgrade to 2.1' });

    const cleared = await post(admin, 'Clear');
    expect(cleared.json()).toMatchObject({ isSuccessful: true, message: m.cleared });
    expect((await current(reader)).json()).toBeNull();
    const audit = await ctx.db.select().from(globalAudit).where(eq(globalAudit.tableName, 'system_update'));
    expect(audit.map((r) => r.operation)).toEqual(expect.arrayContaining(['INSERT', 'UPDATE', 'DELETE']));
    expect(audit.every((r) => r.changedBy === adminId)).toBe(true);
  });
});
