import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { moduleAccess } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, createUser, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
type Signed = { userId: number; token: string };
let sysadmin: Signed;
let userAdmin: Signed;
let grantee: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = (userName: string, access: ModuleAccess[]) =>
    createSignedInUser(ctx, { userName, access });
  [sysadmin, userAdmin] = await Promise.all([
    signedIn('revsysadm', [{ module: Module.Admin, role: Role.SystemAdmin }]),
    signedIn('revuseradm', [{ module: Module.Admin, role: Role.UserAdmin }]),
  ]);
  grantee = await createUser(ctx.db, {
    userName: 'reviewee',
    access: [{ module: Module.CI, role: Role.User }],
  });
  // A grant made through the module-access tab: stamped with its editor.
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/Administration/Users/SaveModuleAccess',
    headers: bearer(sysadmin.token),
    payload: {
      userId: grantee,
      access: [
        { module: Module.CI, role: Role.User },
        { module: Module.NDC, role: Role.Technician },
      ],
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const base = '/api/Administration/AccessReview';
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `${base}/${url}`, headers: token ? bearer(token) : {} });

describe('access review', () => {
  it('is for Admin SystemAdmins only', async () => {
    expect((await get('GetList?pageSize=10')).statusCode).toBe(401);
    expect((await get('GetList?pageSize=10', userAdmin.token)).statusCode).toBe(403);
    expect((await get('GetListExcel', userAdmin.token)).statusCode).toBe(403);
    expect((await get('GetList?pageSize=10', sysadmin.token)).statusCode).toBe(200);
  });

  it('lists every grant with its user, the date it was made and by whom', async () => {
    const res = await get('GetList?pageSize=50&module=NDC', sysadmin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(1);
    expect(body.data[0]).toMatchObject({
      userId: grantee,
      userName: 'reviewee',
      module: 'NDC',
      role: 'Technician',
      grantedBy: 'Test revsysadm (revsysadm)',
    });
    expect(Date.now() - new Date(body.data[0].grantedAt).getTime()).toBeLessThan(60_000);
    // Made by the system (createUser's fixture transaction): dated, "System".
    const ci = (await get('GetList?pageSize=50&module=CI&role=User&search=reviewee', sysadmin.token)).json();
    expect(ci.data).toHaveLength(1);
    expect(ci.data[0].grantedBy).toBe('System');
    // The stamps stay out of the audit trail, which has the same facts already.
    const audit = await ctx.db.select().from(globalAudit).where(eq(globalAudit.tableName, 'module_access'));
    expect(audit.map((a) => a.field)).not.toContain('granted_at');
    expect(audit.map((a) => a.field)).not.toContain('id');
  });

  it('a change of role re-stamps the grant; an unchanged grant keeps its date', async () => {
    const grants = async () => ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, grantee));
    const before = await grants();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Administration/Users/SaveModuleAccess',
      headers: bearer(sysadmin.token),
      payload: {
        userId: grantee,
        access: [
          { module: Module.CI, role: Role.User },
          { module: Module.NDC, role: Role.Manager },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await grants();
    const at = (rows: typeof after, module: string) =>
      rows.find((r) => r.module === module)?.grantedAt?.getTime();
    expect(at(after, 'CI')).toBe(at(before, 'CI'));
    expect(at(after, 'NDC')).toBeGreaterThan(at(before, 'NDC') ?? 0);
    expect(after.find((r) => r.module === 'NDC')?.grantedBy).toBe(sysadmin.userId);
  });

  it('pages by cursor and sorts by grant date', async () => {
    for (let i = 0; i < 12; i++) {
      await createUser(ctx.db, {
        userName: `revpage${String(i).padStart(2, '0')}`,
        access: [{ module: Module.HEROS, role: Role.User }],
      });
    }
    const first = (await get('GetList?pageSize=10&module=HEROS&sortField=userName', sysadmin.token)).json();
    expect(first.totalRecords).toBe(12);
    const second = (
      await get(
        `GetList?pageSize=10&module=HEROS&sortField=userName&page=2&after=${first.nextCursor}`,
        sysadmin.token,
      )
    ).json();
    expect(second.data.map((r: { userName: string }) => r.userName)).toEqual(['revpage10', 'revpage11']);
    const byDate = await get('GetList?pageSize=10&sortField=grantedAt&sortOrder=desc', sysadmin.token);
    expect(byDate.statusCode).toBe(200);
    const next = await get(
      `GetList?pageSize=10&sortField=grantedAt&sortOrder=desc&after=${byDate.json().nextCursor}`,
      sysadmin.token,
    );
    expect(next.statusCode).toBe(200);
  });

  it('refuses unknown filters and foreign cursors', async () => {
    const res = await get('GetList?pageSize=10&module=Nope', sysadmin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Module is not known.');
    const role = await get('GetListExcel?role=Root', sysadmin.token);
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain('Role is not known.');
    expect((await get('GetList?pageSize=10&search=a%00b', sysadmin.token)).statusCode).toBe(400);
    expect((await get('GetList?pageSize=10&after=bm9wZQ', sysadmin.token)).statusCode).toBe(400);
  });

  it('exports the filtered grants to Excel', async () => {
    const link = await get('GetListExcel?module=NDC', sysadmin.token);
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'User Name',
      'Name',
      'Email',
      'Status',
      'Module',
      'Role',
      'Granted',
      'Granted By',
      'Last Sign-in',
    ]);
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(1).value).toBe('reviewee');
    expect(sheet?.getRow(2).getCell(6).value).toBe('Manager');
  });
});
