import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { inventorySiteMessages as m, inventorySitePaths as paths } from '@homer/contracts/inventory-sites';
import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { inventorySites, inventoryStock } from '../../db/schema/pharmacy.ts';
import { inventoryWorkstations } from '../../db/schema/workstations.ts';
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
const count = async (table: typeof inventorySites | typeof inventoryStock | typeof inventoryWorkstations) =>
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
      stock: [],
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

describe('stock lines', () => {
  it('adds, edits and removes lines; each NDC and lot once per site', async () => {
    const siteId = await createSite('Stock Site');
    const line = {
      id: 0,
      inventorySiteId: siteId,
      ndc: '69547-353-02',
      lotNumber: 'nx24a17',
      expirationDate: '2027-03-31',
      quantity: 40,
    };
    const added = await post(admin, paths.saveStock, line);
    expect(added.json()).toMatchObject({
      isSuccessful: true,
      message: m.stockSaved,
      model: {
        stock: [{ ndc: '69547-353-02', lotNumber: 'NX24A17', expirationDate: '2027-03-31', quantity: 40 }],
      },
    });
    const lineId = added.json().model.stock[0].id;
    const duplicate = await post(admin, paths.saveStock, { ...line, quantity: 3, expirationDate: '' });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: m.duplicateStock });
    const edited = await post(admin, paths.saveStock, {
      ...line,
      id: lineId,
      quantity: 0,
      expirationDate: '',
    });
    expect(edited.json().model.stock).toEqual([
      expect.objectContaining({ quantity: 0, expirationDate: null }),
    ]);
    const history = (await get(admin, `${paths.auditHistory}?id=${siteId}`)).json();
    expect(history).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'Stock: Quantity', changedTo: '0' })]),
    );
    const removed = await post(admin, paths.deleteStock, { id: lineId });
    expect(removed.json()).toMatchObject({
      isSuccessful: true,
      message: m.stockDeleted,
      model: { stock: [] },
    });
    expect((await post(admin, paths.deleteStock, { id: lineId })).statusCode).toBe(404);
  });

  it('refuses bad lines with their message and stores nothing', async () => {
    const siteId = await createSite('Refusing Site');
    const valid = {
      id: 0,
      inventorySiteId: siteId,
      ndc: '0378-6150-01',
      lotNumber: 'BN2291',
      expirationDate: '',
      quantity: 1,
    };
    const before = await count(inventoryStock);
    const cases: Array<[object, number, string]> = [
      [{ ...valid, ndc: '' }, 400, m.ndcRequired],
      [{ ...valid, ndc: '0378615001' }, 400, m.ndcFormat],
      [{ ...valid, ndc: '037-86150-01' }, 400, m.ndcFormat],
      [{ ...valid, ndc: '00378-6150-01' }, 400, m.ndcFormat],
      [{ ...valid, lotNumber: '' }, 400, m.lotRequired],
      [{ ...valid, lotNumber: 'L'.repeat(21) }, 400, m.lotTooLong],
      [{ ...valid, lotNumber: 'AB 12' }, 400, m.lotCharacters],
      [{ ...valid, expirationDate: '2027-02-30' }, 400, m.expirationInvalid],
      [{ ...valid, expirationDate: '03/2027' }, 400, m.expirationInvalid],
      [{ ...valid, quantity: -1 }, 400, m.quantityInvalid],
      [{ ...valid, quantity: 1.5 }, 400, m.quantityInvalid],
      [{ ...valid, quantity: 'ten' }, 400, m.quantityInvalid],
      [{ ...valid, inventorySiteId: maxId + 1 }, 400, m.notFound],
      [{ ...valid, inventorySiteId: maxId }, 404, m.notFound],
      [{ ...valid, id: maxId }, 404, m.stockNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(admin, paths.saveStock, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await count(inventoryStock)).toBe(before);
  });

  it('does not edit another site’s line through this site', async () => {
    const a = await createSite('Site A');
    const b = await createSite('Site B');
    const line = {
      id: 0,
      inventorySiteId: a,
      ndc: '0591-0405-01',
      lotNumber: 'MF0512',
      expirationDate: '',
      quantity: 5,
    };
    const lineId = (await post(admin, paths.saveStock, line)).json().model.stock[0].id;
    const res = await post(admin, paths.saveStock, { ...line, id: lineId, inventorySiteId: b, quantity: 99 });
    expect(res.statusCode).toBe(404);
    const [stored] = await ctx.db.select().from(inventoryStock).where(eq(inventoryStock.id, lineId));
    expect(stored).toMatchObject({ inventorySiteId: a, quantity: 5 });
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
