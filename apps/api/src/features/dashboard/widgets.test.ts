import { Module, Role } from '@homer/contracts/access';
import { dashboardMessages as m } from '@homer/contracts/dashboard';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDashboardLayouts } from '../../db/schema/dashboard.ts';
import { demoUsers } from '../../db/seed.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { insertTicket } from '../../test/ticket-fixtures.ts';

let ctx: TestContext;
/** One signed-in user per demo role, with the demo seed's module access. */
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['admin', 'user', 'technician', 'pharmacist', 'manager']) {
    const demo = demoUsers.find((u) => u.userName === name);
    if (!demo) throw new Error(`no demo user ${name}`);
    const { token, userId } = await createSignedInUser(ctx, {
      userName: `dash-${name}`,
      access: demo.access,
    });
    tokens[name] = token;
    ids[name] = userId;
  }
});
afterAll(() => ctx.close());

const get = async (token: string, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const summary = (token: string) => get(token, '/api/Dashboard/GetDashboardSummary');
const layout = (token: string) => get(token, '/api/Dashboard/GetDashboardLayout');
const save = (token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Dashboard/SaveDashboardLayout',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const storedLayout = async (userId: number) =>
  (await ctx.db.select().from(userDashboardLayouts).where(eq(userDashboardLayouts.userId, userId)))[0];

describe('GET api/Dashboard/GetDashboardSummary', () => {
  it('answers 401 signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboardSummary' });
    expect(res.statusCode).toBe(401);
  });

  it('gives each demo role only the parts whose lists it may open', async () => {
    const by = Object.fromEntries(
      await Promise.all(Object.entries(tokens).map(async ([name, t]) => [name, await summary(t)] as const)),
    );
    // The administrator holds every module at SystemAdmin: every part.
    expect(Object.values(by.admin).every((part) => part !== null)).toBe(true);
    expect(by.admin.applications).toMatchObject({
      herosSubmitted: expect.any(Number),
      rxConnectsPendingDonors: expect.any(Number),
      registrationsPending: expect.any(Number),
    });
    // User: HEROS, Inventory, NDC, HelpDesk, BA at User.
    expect(by.user.tickets).not.toBeNull();
    expect(by.user.budgetsBelowLevel).not.toBeNull();
    expect(by.user.recallsInStock).not.toBeNull();
    expect(by.user.applications).toEqual({
      herosSubmitted: expect.any(Number),
      rxConnectsPendingDonors: null,
      rxConnectsPendingRepositories: null,
      registrationsPending: null,
    });
    // Home delivery is Inventory at Technician: a User has no orders part.
    expect(by.user.orders).toBeNull();
    // Technician: CI, Inventory, MetabolicFormula; no tickets, budgets, recalls or applications.
    expect(by.technician).toMatchObject({ tickets: null, applications: null, budgetsBelowLevel: null });
    expect(by.technician.recallsInStock).toBeNull();
    expect(by.technician.orders).toEqual({
      ciOrdered: expect.any(Number),
      homeDeliveryReceived: expect.any(Number),
      formulaDue: expect.any(Number),
    });
    // Pharmacist: CI (repack sign-off), Rx Connects and recalls, no tickets or budgets.
    expect(by.pharmacist).toMatchObject({ tickets: null, budgetsBelowLevel: null });
    expect(by.pharmacist.applications.rxConnectsPendingDonors).toEqual(expect.any(Number));
    expect(by.pharmacist.applications.herosSubmitted).toBeNull();
    expect(by.pharmacist.orders).toEqual({
      ciOrdered: expect.any(Number),
      homeDeliveryReceived: expect.any(Number),
      formulaDue: expect.any(Number),
    });
    // Manager: Admin, BA, HelpDesk, Inventory at Manager: tickets and budgets, but registrations are UserAdmin's.
    expect(by.manager.tickets).not.toBeNull();
    expect(by.manager.budgetsBelowLevel).not.toBeNull();
    expect(by.manager.applications).toBeNull();
    expect(by.manager.recallsInStock).toBeNull();
  });

  it('sends a manager without the Help Desk module no ticket counts', async () => {
    const { token } = await createSignedInUser(ctx, {
      userName: 'dash-manager-no-hd',
      access: [{ module: Module.Admin, role: Role.Manager }],
    });
    const body = await summary(token);
    expect(body.tickets).toBeNull();
    expect(body.budgetsBelowLevel).toBeNull();
  });

  it('counts unassigned working tickets and the caller’s tickets due', async () => {
    const before = (await summary(tokens.manager as string)).tickets;
    await insertTicket(ctx, { status: 'New' });
    await insertTicket(ctx, { status: 'Closed' });
    // Created three days ago: past the priority's resolution time, so due.
    await insertTicket(ctx, {
      status: 'Open',
      assigneeUserId: ids.manager,
      createdAt: sql`now() - interval '30 days'` as never,
    });
    const after = (await summary(tokens.manager as string)).tickets;
    expect(after.unassigned).toBe(before.unassigned + 1);
    expect(after.mineDue).toBe(before.mineDue + 1);
    // Someone else's ticket is not the user's due one.
    expect((await summary(tokens.user as string)).tickets.mineDue).toBe(0);
  });
});

describe('GET api/Dashboard/GetDashboardSummary: budgets below level', () => {
  it('names the active budgets below their level to B&A users only', async () => {
    await withTx(ctx.db, systemActor, async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into fiscal_years (start_date, end_date) values ('2030-07-01', '2031-06-30') returning id`);
      const fy = rows[0]?.id;
      await tx.execute(sql`insert into budgets (name, fiscal_year_id, notified_below_level, is_active) values
        ('Dash Low Budget', ${fy}, true, true), ('Dash Closed Budget', ${fy}, true, false),
        ('Dash Healthy Budget', ${fy}, false, true)`);
    });
    const names = (await summary(tokens.manager as string)).budgetsBelowLevel.map(
      (b: { name: string }) => b.name,
    );
    expect(names).toContain('Dash Low Budget');
    expect(names).not.toContain('Dash Closed Budget');
    expect(names).not.toContain('Dash Healthy Budget');
    expect((await summary(tokens.technician as string)).budgetsBelowLevel).toBeNull();
  });
});

describe('dashboard layout', () => {
  it('is the role default until saved', async () => {
    const body = await layout(tokens.technician as string);
    expect(body.isDefault).toBe(true);
    expect(body.widgets.map((w: { id: string }) => w.id)).toEqual([
      'notifications',
      'chat',
      'refills',
      'ordersDue',
    ]);
    expect(body.widgets.every((w: { hidden: boolean }) => !w.hidden)).toBe(true);
  });

  it('saves the order and hidden widgets per user, and resets to the default', async () => {
    const t = tokens.technician as string;
    const res = await save(t, {
      widgets: [
        { id: 'ordersDue', hidden: false },
        { id: 'chat', hidden: true },
        { id: 'notifications', hidden: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.layoutSaved });
    const body = await layout(t);
    expect(body.isDefault).toBe(false);
    // Refills was left out of the saved list: it joins at the end, shown.
    expect(body.widgets).toEqual([
      { id: 'ordersDue', hidden: false },
      { id: 'chat', hidden: true },
      { id: 'notifications', hidden: false },
      { id: 'refills', hidden: false },
    ]);
    // Another user's layout is untouched.
    expect((await layout(tokens.pharmacist as string)).isDefault).toBe(true);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/Dashboard/ResetDashboardLayout',
      headers: bearer(t),
    });
    expect(reset.json()).toMatchObject({
      isSuccessful: true,
      message: m.layoutReset,
      model: { isDefault: true },
    });
    expect(await storedLayout(ids.technician as number)).toBeUndefined();
  });

  it('keeps widgets the user may not see out of the stored layout', async () => {
    const t = tokens.technician as string;
    await save(t, {
      widgets: [
        { id: 'budgetsBelowLevel', hidden: false },
        { id: 'chat', hidden: false },
      ],
    });
    const stored = await storedLayout(ids.technician as number);
    expect(stored?.widgets).toEqual([{ id: 'chat', hidden: false }]);
    expect((await layout(t)).widgets.map((w: { id: string }) => w.id)).not.toContain('budgetsBelowLevel');
  });

  it('refuses unknown widgets and repeated ones with a message, storing nothing', async () => {
    const t = tokens.pharmacist as string;
    const unknown = await save(t, { widgets: [{ id: 'weather', hidden: false }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(m.unknownWidget('weather'));
    const twice = await save(t, {
      widgets: [
        { id: 'chat', hidden: false },
        { id: 'chat', hidden: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(m.widgetTwice);
    const empty = await save(t, { widgets: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.layoutEmpty);
    expect(await storedLayout(ids.pharmacist as number)).toBeUndefined();
  });

  it('answers 401 signed out and stores nothing', async () => {
    const before = await ctx.db.$count(userDashboardLayouts);
    expect((await save(undefined, { widgets: [{ id: 'chat', hidden: false }] })).statusCode).toBe(401);
    expect(await ctx.db.$count(userDashboardLayouts)).toBe(before);
  });
});
