import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { facilityMessages } from '@homer/contracts/organizations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { facilities, organizations, userFacilities } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { tallahasseeAddress } from '../../test/verified-address.ts';

let ctx: TestContext;
let admin: string;
let adminId: number;
let manager: string;
let organizationId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin, userId: adminId } = await createSignedInUser(ctx, {
    userName: 'fac-admin',
    access: [{ module: Module.Admin, role: Role.SystemAdmin }],
  }));
  ({ token: manager } = await createSignedInUser(ctx, {
    userName: 'fac-manager',
    access: [{ module: Module.Admin, role: Role.Manager }],
  }));
  const [org] = await ctx.db.insert(organizations).values({ name: 'Department of Health' }).returning();
  if (!org) throw new Error('organization insert returned nothing');
  organizationId = org.id;
});
afterAll(() => ctx.close());

const save = (token: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Administration/Facilities/Save',
    headers: bearer(token),
    payload: body,
  });
const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const count = async () => (await ctx.db.select().from(facilities)).length;

const address = tallahasseeAddress;
const valid = () => ({
  id: 0,
  organizationId,
  name: 'Leon County Pharmacy',
  longName: 'Department of Health in Leon County - Pharmacy',
  facilityType: 'Pharmacy',
  isPharmacy: true,
  supportsRequests: true,
  usesPfs: false,
  isActive: true,
  address,
});

describe('facility access', () => {
  it('Admin Managers read the list; only SystemAdmins open or change a facility', async () => {
    const list = '/api/Administration/Facilities/GetList?page=1&pageSize=25';
    expect((await ctx.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    expect((await get(manager, list)).statusCode).toBe(200);
    const denied = await save(manager, valid());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect((await get(manager, '/api/Administration/Facilities/Get?id=1')).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });
});

describe('saving a facility', () => {
  it('stores the address as the address service verifies it, audited, and lists it', async () => {
    // The browser's copy of the county is not trusted: the server verifies the address again.
    const res = await save(admin, {
      ...valid(),
      address: { ...address, countyId: 1, countyName: 'Alachua' },
    });
    expect(res.json()).toMatchObject({ isSuccessful: true, message: facilityMessages.saved });
    const model = res.json().model;
    expect(model).toMatchObject({
      name: 'Leon County Pharmacy',
      facilityType: 'Pharmacy',
      organizationName: 'Department of Health',
      supportsRequests: true,
      address: { zip: '32399', formattedAddress: address.formattedAddress },
    });
    expect(model.address.countyId).not.toBe(1);
    const [row] = await ctx.db.select().from(facilities).where(eq(facilities.id, model.id));
    expect(row?.countyId).toBe(model.address.countyId);
    const audit = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.tableName, 'facilities'), eq(globalAudit.field, 'facility_type')));
    expect(audit.at(-1)).toMatchObject({ changedBy: adminId, changedTo: 'Pharmacy' });
    const found = await get(manager, '/api/Administration/Facilities/GetList?page=1&pageSize=10&search=leon');
    expect(found.json()).toMatchObject({ totalRecords: 1, data: [{ id: model.id, isPharmacy: true }] });
    expect(
      (await get(manager, '/api/Administration/Facilities/GetList?page=1&pageSize=10&search=zzz')).json(),
    ).toMatchObject({ totalRecords: 0, data: [] });
  });

  it('refuses invalid input with its message and stores nothing', async () => {
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ ...valid(), name: '' }, facilityMessages.nameRequired],
      [{ ...valid(), name: 'x'.repeat(101) }, facilityMessages.nameTooLong],
      [{ ...valid(), longName: 'a\u0000b' }, fieldMessages.characters],
      [{ ...valid(), facilityType: 'Spaceport' }, facilityMessages.typeRequired],
      [{ ...valid(), isPharmacy: false }, facilityMessages.requestsNeedPharmacy],
      [{ ...valid(), address: null }, facilityMessages.addressRequired],
      [{ ...valid(), organizationId: 0 }, facilityMessages.organizationRequired],
      [{ ...valid(), organizationId: maxId + 1 }, facilityMessages.organizationRequired],
      [{ ...valid(), id: maxId + 1 }, fieldMessages.idOrZero],
    ];
    for (const [body, message] of cases) {
      const res = await save(admin, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const refusedCases: Array<[object, string]> = [
      [{ ...valid(), address: { ...address, zip: '99999' } }, facilityMessages.addressRequired],
      [{ ...valid(), organizationId: maxId }, facilityMessages.organizationRequired],
      [{ ...valid(), name: 'LEON COUNTY PHARMACY' }, facilityMessages.duplicateName],
    ];
    for (const [body, message] of refusedCases) {
      expect((await save(admin, body)).json()).toMatchObject({ isSuccessful: false, message });
    }
    expect(await count()).toBe(before);
    expect((await save(admin, { ...valid(), id: maxId })).statusCode).toBe(404);
    expect((await get(admin, `/api/Administration/Facilities/Get?id=${maxId + 1}`)).statusCode).toBe(400);
  });

  it('an inactive facility leaves the facility selector', async () => {
    const created = (await save(admin, { ...valid(), name: 'Gadsden Clinic', facilityType: 'Clinic' })).json()
      .model;
    await ctx.db.insert(userFacilities).values({ userId: adminId, facilityId: created.id });
    const names = async () =>
      (await get(admin, '/api/Facility/GetUserFacilities')).json().map((o: { text: string }) => o.text);
    expect(await names()).toContain('Gadsden Clinic');
    const saved = await save(admin, { ...valid(), id: created.id, name: 'Gadsden Clinic', isActive: false });
    expect(saved.json().isSuccessful).toBe(true);
    expect(await names()).not.toContain('Gadsden Clinic');
  });
});

describe('facility info (user menu, §4.6)', () => {
  it('shows a facility the user belongs to, and nothing of any other', async () => {
    const created = (await save(admin, { ...valid(), name: 'Wakulla Pharmacy' })).json().model;
    const info = (token: string, id: number | string) => get(token, `/api/Facility/GetFacilityInfo?id=${id}`);
    // Not a member yet: the same 404 as a facility that does not exist.
    const outside = await info(admin, created.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ isSuccessful: false, message: facilityMessages.notFound });
    await ctx.db.insert(userFacilities).values({ userId: adminId, facilityId: created.id });
    const inside = await info(admin, created.id);
    expect(inside.statusCode).toBe(200);
    expect(inside.json()).toEqual({
      id: created.id,
      name: 'Wakulla Pharmacy',
      longName: valid().longName,
      organizationName: 'Department of Health',
      facilityType: 'Pharmacy',
      isPharmacy: true,
      supportsRequests: true,
      formattedAddress: address.formattedAddress,
    });
    // Another user, even an administrator of facilities, sees it only through the administration pages.
    expect((await info(manager, created.id)).statusCode).toBe(404);
    expect((await info(admin, maxId + 1)).statusCode).toBe(400);
    expect((await info(admin, 'x%00')).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Facility/GetFacilityInfo?id=${created.id}` }))
        .statusCode,
    ).toBe(401);
  });
});
