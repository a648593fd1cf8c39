import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { inventorySiteMessages as m, inventorySitePaths as paths } from '@homer/contracts/inventory-sites';
import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { inventorySites, ndcProducts } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { inventoryWorkstations } from '../../db/schema/workstations.ts';
import { receive } from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: string;
let reader: string;
let outsider: string;
let pharmacyId: number;
let otherPharmacyId: number;
let clinicId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: admin } = await createSignedInUser(ctx, {
    userName: 'inv-admin',
    access: [{ module: Module.Inventory, role: Role.SystemAdmin }],
  }));
  ({ token: reader } = await createSignedInUser(ctx, {
    userName: 'inv-reader',
    access: [{ module: Module.Inventory, role: Role.Pharmacist }],
  }));
  ({ token: outsider } = await createSignedInUser(ctx, {
    userName: 'inv-outsider',
    access: [{ module: Module.NDC, role: Role.SystemAdmin }],
  }));
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: 'Central Pharmacy', isPharmacy: true },
    { name: 'Orange Pharmacy', isPharmacy: true },
    { name: 'Clinic', isPharmacy: false },
  ]);
  [pharmacyId, otherPharmacyId, clinicId] = facilityIds as [number, number, number];
});
afterAll(() => ctx.close());

const post = (token: string, path: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(token), payload: body });
const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) });
const count = async (table: typeof inventorySites | typeof inventoryWorkstations) =>
  (await ctx.db.select().from(table)).length;

async function createSite(name: string, facilityId = pharmacyId): Promise<number> {
  const res = await post(admin, paths.save, { id: 0, name, facilityId, isActive: true });
  expect(res.json()).toMatchObject({ isSuccessful: true, message: m.saved });
  return res.json().model.id;
}

describe('inventory access', () => {
  it('Inventory Users read the list; only Inventory SystemAdmins open or change a site', async () => {
    const list = `${paths.list}?page=1&pageSize=25`;
    expect((await ctx.app.inject({ method: 'GET', url: `/${list}` })).statusCode).toBe(401);
    const denied = await get(outsider, list);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.accessDenied);
    expect((await get(reader, list)).statusCode).toBe(200);
    expect((await get(reader, paths.facilities)).statusCode).toBe(200);
    expect((await get(reader, `${paths.site}?id=1`)).statusCode).toBe(403);
    expect((await get(reader, `${paths.auditHistory}?id=1`)).statusCode).toBe(403);
    const body = { id: 0, name: 'Refused', facilityId: pharmacyId, isActive: true };
    for (const token of [reader, outsider]) {
      expect((await post(token, paths.save, body)).statusCode).toBe(403);
      expect((await post(token, paths.saveWorkstation, { ...body, inventorySiteId: 1 })).statusCode).toBe(
        403,
      );
    }
    expect(await count(inventorySites)).toBe(0);
  });
});

describe('inventory sites', () => {
  it('creates, renames and deactivates a site, lists it by facility and name, and keeps its audit history', async () => {
    const id = await createSite('Central Main');
    await createSite('Orange Main', otherPharmacyId);
    const renamed = await post(admin, paths.save, {
      id,
      name: 'Central Main Inventory',
      facilityId: pharmacyId,
      isActive: false,
    });
    expect(renamed.json().model).toMatchObject({
      id,
      name: 'Central Main Inventory',
      isActive: false,
      stock: { productCount: 0, lotCount: 0, unavailableLotCount: 0 },
    });
    const byFacility = (
      await get(reader, `${paths.list}?page=1&pageSize=25&facilityId=${pharmacyId}`)
    ).json();
    expect(byFacility.data.map((r: { name: string }) => r.name)).toEqual(['Central Main Inventory']);
    const searched = (await get(reader, `${paths.list}?page=1&pageSize=25&search=orange`)).json();
    expect(searched).toMatchObject({
      totalRecords: 1,
      data: [{ name: 'Orange Main', facilityName: 'Orange Pharmacy' }],
    });
    const history = (await get(admin, `${paths.auditHistory}?id=${id}`)).json();
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Name', changedTo: 'Central Main Inventory' }),
      ]),
    );
    const options = (await get(reader, paths.facilities)).json();
    expect(options.map((o: { text: string }) => o.text)).toEqual(['Central Pharmacy', 'Orange Pharmacy']);
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await count(inventorySites);
    const cases: Array<[object, number, string]> = [
      [{ id: 0, name: '', facilityId: pharmacyId, isActive: true }, 400, m.nameRequired],
      [{ id: 0, name: 'x'.repeat(101), facilityId: pharmacyId, isActive: true }, 400, m.nameTooLong],
      [{ id: 0, name: 'A\u0000B', facilityId: pharmacyId, isActive: true }, 400, fieldMessages.characters],
      [{ id: 0, name: 'No facility', facilityId: 0, isActive: true }, 400, m.facilityRequired],
      [{ id: 0, name: 'Huge', facilityId: maxId + 1, isActive: true }, 400, m.facilityRequired],
      [{ id: 0, name: 'Clinic stock', facilityId: clinicId, isActive: true }, 400, m.facilityNotPharmacy],
      [{ id: 0, name: 'Gone', facilityId: maxId, isActive: true }, 400, m.facilityNotPharmacy],
      [{ id: maxId, name: 'Missing', facilityId: pharmacyId, isActive: true }, 404, m.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(admin, paths.save, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    await createSite('Duplicate Name');
    const duplicate = await post(admin, paths.save, {
      id: 0,
      name: 'Duplicate Name',
      facilityId: pharmacyId,
      isActive: true,
    });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: m.duplicateName });
    expect(await count(inventorySites)).toBe(before + 1);
    expect((await get(admin, `${paths.site}?id=${maxId + 1}`)).statusCode).toBe(400);
    expect((await get(admin, `${paths.site}?id=${maxId}`)).statusCode).toBe(404);
  });
});

describe('stock summary', () => {
  it('counts the lots with units on hand, and those a pharmacist must look at (decision 099)', async () => {
    const siteId = await createSite('Stock Site');
    const [product] = await ctx.db
      .insert(ndcProducts)
      .values({ ndc: '69547-353-02', productName: 'Naloxone' })
      .returning({ id: ndcProducts.id });
    const ndcProductId = product?.id ?? 0;
    await receive(ctx.db, { inventorySiteId: siteId, ndcProductId, lotNumber: 'NX1', quantity: 40 });
    const { lotId } = await receive(ctx.db, { inventorySiteId: siteId, ndcProductId, lotNumber: 'NX2' });
    await ctx.db.update(stockLots).set({ status: 'on_hold' }).where(eq(stockLots.id, lotId));
    const site = (await get(admin, `${paths.site}?id=${siteId}`)).json().value;
    expect(site.stock).toEqual({ productCount: 1, lotCount: 2, unavailableLotCount: 1 });
    const listed = (await get(reader, `${paths.list}?page=1&pageSize=25&search=Stock Site`)).json();
    expect(listed.data).toMatchObject([{ name: 'Stock Site', lotCount: 2 }]);
  });
});

describe('shipping workstations', () => {
  it('adds, renames and deactivates workstations; names unique per site; bad input stores nothing', async () => {
    const siteId = await createSite('Workstation Site');
    const added = await post(admin, paths.saveWorkstation, {
      id: 0,
      inventorySiteId: siteId,
      name: 'Station 1',
      isActive: true,
    });
    expect(added.json()).toMatchObject({
      isSuccessful: true,
      model: { workstations: [{ name: 'Station 1' }] },
    });
    const wsId = added.json().model.workstations[0].id;
    const renamed = await post(admin, paths.saveWorkstation, {
      id: wsId,
      inventorySiteId: siteId,
      name: 'Station One',
      isActive: false,
    });
    expect(renamed.json().model.workstations).toEqual([{ id: wsId, name: 'Station One', isActive: false }]);
    await post(admin, paths.saveWorkstation, {
      id: 0,
      inventorySiteId: siteId,
      name: 'Station 2',
      isActive: true,
    });
    const before = await count(inventoryWorkstations);
    const duplicate = await post(admin, paths.saveWorkstation, {
      id: 0,
      inventorySiteId: siteId,
      name: 'Station 2',
      isActive: true,
    });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: m.duplicateWorkstation });
    const cases: Array<[object, number, string]> = [
      [{ id: 0, inventorySiteId: siteId, name: '', isActive: true }, 400, m.workstationNameRequired],
      [
        { id: 0, inventorySiteId: siteId, name: 'w'.repeat(51), isActive: true },
        400,
        m.workstationNameTooLong,
      ],
      [{ id: 0, inventorySiteId: maxId, name: 'Nowhere', isActive: true }, 404, m.notFound],
      [{ id: maxId, inventorySiteId: siteId, name: 'Missing', isActive: true }, 404, m.workstationNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(admin, paths.saveWorkstation, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await count(inventoryWorkstations)).toBe(before);
    const audited = await ctx.db
      .select()
      .from(globalAudit)
      .where(eq(globalAudit.tableName, 'inventory_workstations'));
    expect(audited.length).toBeGreaterThan(0);
  });
});
