import { Module, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { holidayMessages as m, holidayPaths as paths } from '@homer/contracts/holidays';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { currentYear } from './queries.ts';

let ctx: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin } = await createSignedInUser(ctx, {
    userName: 'holiday-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'holiday-manager',
    access: [{ module: Module.Admin, role: Role.Manager }],
  }));
});
afterAll(() => ctx.close());

const post = (token: string, path: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(token), payload: body });
const list = (token: string, query: string) =>
  ctx.app.inject({ method: 'GET', url: `/${paths.list}?page=1&pageSize=50${query}`, headers: bearer(token) });
const holidaysState = async () =>
  (
    await ctx.db.execute<{ state: string | null }>(
      sql`select string_agg(id || ':' || holiday_date || ':' || name, ',' order by id) as state from holidays`,
    )
  ).rows[0]?.state ?? '';

describe('the holiday calendar', () => {
  it('only Admin SystemAdmins read or change it', async () => {
    const before = await holidaysState();
    expect((await list(manager, '&year=2030')).statusCode).toBe(403);
    expect((await post(manager, paths.save, { id: 0, date: '2030-07-04', name: 'July 4' })).statusCode).toBe(
      403,
    );
    expect((await post(manager, paths.remove, { id: 1 })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/${paths.save}`, payload: {} })).statusCode).toBe(
      401,
    );
    expect(await holidaysState()).toBe(before);
  });

  it('adds, renames, moves and deletes a closure, lists one year by date, and audits each change', async () => {
    const added = await post(admin, paths.save, { id: 0, date: '2030-12-25', name: 'Christmas Day' });
    expect(added.json()).toMatchObject({
      isSuccessful: true,
      message: m.added,
      model: { date: '2030-12-25', name: 'Christmas Day' },
    });
    const id = added.json().model.id as number;
    await post(admin, paths.save, { id: 0, date: '2030-01-01', name: "New Year's Day" });
    await post(admin, paths.save, { id: 0, date: '2031-01-01', name: "New Year's Day" });
    const saved = await post(admin, paths.save, { id, date: '2030-12-24', name: 'Christmas Eve' });
    expect(saved.json()).toMatchObject({
      message: m.saved,
      model: { id, date: '2030-12-24', name: 'Christmas Eve' },
    });

    const year = (await list(admin, '&year=2030&sortField=date&sortOrder=asc')).json();
    expect(year).toMatchObject({
      totalRecords: 2,
      data: [
        { date: '2030-01-01', name: "New Year's Day" },
        { id, date: '2030-12-24', name: 'Christmas Eve' },
      ],
    });
    expect((await list(admin, '&year=2030&search=eve')).json()).toMatchObject({ totalRecords: 1 });

    expect((await post(admin, paths.remove, { id })).json()).toMatchObject({
      isSuccessful: true,
      message: m.removed,
    });
    expect((await list(admin, '&year=2030')).json().totalRecords).toBe(1);
    const audit = await ctx.ownerDb
      .select({ action: globalAudit.operation, field: globalAudit.field, to: globalAudit.changedTo })
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'holidays'), eq(globalAudit.entityId, String(id))));
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', to: 'Christmas Eve' }),
        expect.objectContaining({ action: 'DELETE' }),
      ]),
    );
  });

  it('refuses bad input with its message and stores nothing', async () => {
    await post(admin, paths.save, { id: 0, date: '2032-07-05', name: 'Independence Day (observed)' });
    const before = await holidaysState();
    const cases: [object, string, number][] = [
      [{ id: 0, date: '2032-07-05', name: 'Again' }, m.duplicateDate, 200],
      [{ id: 0, date: '', name: 'Blank' }, m.dateRequired, 400],
      [{ id: 0, date: '2032-02-30', name: 'No such day' }, m.dateInvalid, 400],
      [{ id: 0, date: '07/04/2032', name: 'Wrong shape' }, m.dateInvalid, 400],
      [{ id: 0, date: '2101-01-01', name: 'Too late' }, m.dateOutOfRange, 400],
      [{ id: 0, date: '2032-11-11', name: '   ' }, m.nameRequired, 400],
      [{ id: 0, date: '2032-11-11', name: 'x'.repeat(101) }, m.nameTooLong, 400],
      [{ id: 0, date: '2032-11-11', name: 'Veterans\u0000 Day' }, fieldMessages.characters, 400],
      [{ id: 2_147_483_648, date: '2032-11-11', name: 'Past the column' }, fieldMessages.idOrZero, 400],
      [{ id: 999_999, date: '2032-11-11', name: 'Nobody' }, m.notFound, 404],
    ];
    for (const [body, message, status] of cases) {
      const res = await post(admin, paths.save, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
      if (status === 200) expect(res.json().isSuccessful).toBe(false);
    }
    expect((await post(admin, paths.remove, { id: 999_999 })).statusCode).toBe(404);
    expect((await list(admin, '&year=1999')).json().message).toBe(m.yearInvalid);
    expect(await holidaysState()).toBe(before);
  });

  it("lists this year's and next year's closures publicly, with no sign-in and nothing else about them", async () => {
    const year = currentYear('America/New_York');
    await post(admin, paths.save, { id: 0, date: `${year + 1}-05-25`, name: 'Memorial Day' });
    await post(admin, paths.save, { id: 0, date: `${year + 2}-05-31`, name: 'Memorial Day' });
    const res = await ctx.app.inject({ method: 'GET', url: `/${paths.publicList}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ years: [year, year + 1], timeZone: 'America/New_York' });
    expect(body.holidays).toContainEqual({ date: `${year + 1}-05-25`, name: 'Memorial Day' });
    expect(body.holidays.every((h: { date: string }) => Number(h.date.slice(0, 4)) <= year + 1)).toBe(true);
    expect(Object.keys(body.holidays[0])).toEqual(['date', 'name']);
  });
});
