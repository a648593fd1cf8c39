import { Module, Role } from '@homer/contracts/access';
import { maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import {
  ciWorkstationPaths as ci,
  inventoryWorkstationPaths as inv,
  workstationMessages as m,
} from '@homer/contracts/workstations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { organizations, userFacilities, users } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { ciWorkstations, inventoryWorkstations } from '../../db/schema/workstations.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let tech: string;
let techId: number;
let ciUser: string;
let ciUserId: number;
let ciAdmin: string;
let inventoryUser: string;
let mine: { a: number; b: number; inactive: number };
let theirs: number;
let ciMine: number;
let ciTheirs: number;
let ownFacility: number;
let otherFacility: number;
let organizationId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token: tech, userId: techId } = await createSignedInUser(ctx, {
    userName: 'ws-tech',
    access: [
      { module: Module.Inventory, role: Role.Technician },
      { module: Module.CI, role: Role.Technician },
    ],
  }));
  ({ token: ciUser, userId: ciUserId } = await createSignedInUser(ctx, {
    userName: 'ws-ci-user',
    access: [{ module: Module.CI, role: Role.User }],
  }));
  ({ token: ciAdmin } = await createSignedInUser(ctx, {
    userName: 'ws-ci-admin',
    access: [{ module: Module.CI, role: Role.SystemAdmin }],
  }));
  ({ token: inventoryUser } = await createSignedInUser(ctx, {
    userName: 'ws-inv-user',
    access: [{ module: Module.Inventory, role: Role.User }],
  }));
  const inserted = await insertFacilities(ctx.db, [
    { name: 'Own Pharmacy', isPharmacy: true },
    { name: 'Other Pharmacy', isPharmacy: true },
  ]);
  organizationId = inserted.organizationId;
  [ownFacility, otherFacility] = inserted.facilityIds as [number, number];
  for (const userId of [techId, ciUserId])
    await ctx.db.insert(userFacilities).values({ userId, facilityId: ownFacility });
  const siteRows = await ctx.db
    .insert(inventorySites)
    .values([
      { facilityId: ownFacility, name: 'Own Main' },
      { facilityId: otherFacility, name: 'Other Main' },
      { facilityId: ownFacility, name: 'Own Closed', isActive: false },
    ])
    .returning({ id: inventorySites.id });
  const [ownSite, otherSite, closedSite] = siteRows.map((r) => r.id) as [number, number, number];
  const wsRows = await ctx.db
    .insert(inventoryWorkstations)
    .values([
      { inventorySiteId: ownSite, name: 'Station 1' },
      { inventorySiteId: ownSite, name: 'Station 2' },
      { inventorySiteId: ownSite, name: 'Retired', isActive: false },
      { inventorySiteId: otherSite, name: 'Their Station' },
      { inventorySiteId: closedSite, name: 'Closed Station' },
    ])
    .returning({ id: inventoryWorkstations.id });
  const ws = wsRows.map((r) => r.id) as [number, number, number, number, number];
  mine = { a: ws[0], b: ws[1], inactive: ws[2] };
  theirs = ws[3];
  const ciRows = await ctx.db
    .insert(ciWorkstations)
    .values([
      { facilityId: ownFacility, name: 'Repack A' },
      { facilityId: otherFacility, name: 'Repack Z' },
    ])
    .returning({ id: ciWorkstations.id });
  [ciMine, ciTheirs] = ciRows.map((r) => r.id) as [number, number];
});
afterAll(() => ctx.close());

const post = (token: string, path: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(token), payload: body });
const get = (token: string, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/${path}`, headers: bearer(token) });
const userInfo = async (token: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/Account/GetUserInfo', headers: bearer(token) })).json();
const storedInv = async (userId: number) =>
  (await ctx.db.select({ id: users.invWorkstationId }).from(users).where(eq(users.id, userId)))[0]?.id;

describe('inventory workstation service', () => {
  it('is for Inventory Technicians and above', async () => {
    for (const path of [inv.get, inv.options]) {
      expect((await ctx.app.inject({ method: 'GET', url: `/${path}` })).statusCode).toBe(401);
      const denied = await get(inventoryUser, path);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
    }
    expect((await post(inventoryUser, inv.set, { shippingWorkstationId: mine.a })).statusCode).toBe(403);
  });

  it('offers only active workstations of active inventories at the user’s facilities', async () => {
    expect((await get(tech, inv.get)).json()).toMatchObject({ isSuccessful: true, value: null });
    const options = (await get(tech, inv.options)).json();
    expect(options).toEqual([
      { value: mine.a, text: 'Station 1', additionalData: 'Own Main' },
      { value: mine.b, text: 'Station 2', additionalData: 'Own Main' },
    ]);
  });

  it('sets the workstation, answers with message, class and model, and the session carries it at once', async () => {
    expect((await userInfo(tech)).invWorkstationId).toBeNull();
    const res = await post(tech, inv.set, { shippingWorkstationId: mine.b });
    expect(res.json()).toEqual({
      isSuccessful: true,
      message: m.set('Station 2'),
      messageClass: 'success',
      value: null,
      model: { shippingWorkstationId: mine.b, workstationName: 'Station 2', inventorySiteName: 'Own Main' },
    });
    expect((await userInfo(tech)).invWorkstationId).toBe(mine.b);
    expect((await get(tech, inv.get)).json().value).toMatchObject({ shippingWorkstationId: mine.b });
    const audit = await ctx.db.select().from(globalAudit).where(eq(globalAudit.field, 'inv_workstation_id'));
    expect(audit.at(-1)).toMatchObject({ changedTo: String(mine.b), changedBy: techId });
  });

  it('refuses another facility’s, an inactive or a missing workstation and changes nothing', async () => {
    await post(tech, inv.set, { shippingWorkstationId: mine.a });
    for (const id of [theirs, mine.inactive, maxId]) {
      const res = await post(tech, inv.set, { shippingWorkstationId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.notAvailable);
    }
    for (const body of [
      {},
      { shippingWorkstationId: 0 },
      { shippingWorkstationId: maxId + 1 },
      { shippingWorkstationId: '1\u0000' },
    ]) {
      const res = await post(tech, inv.set, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(m.workstationRequired);
    }
    expect(await storedInv(techId)).toBe(mine.a);
    expect((await userInfo(tech)).invWorkstationId).toBe(mine.a);
  });
});

describe('CI workstation service', () => {
  it('is for CI Users and above; sets only the user’s own facilities’ workstations', async () => {
    expect((await get(inventoryUser, ci.get)).statusCode).toBe(403);
    expect((await get(ciUser, ci.options)).json()).toEqual([
      { value: ciMine, text: 'Repack A', additionalData: 'Own Pharmacy' },
    ]);
    const refused = await post(ciUser, ci.set, { ciWorkstationId: ciTheirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.notAvailable);
    const set = await post(ciUser, ci.set, { ciWorkstationId: ciMine });
    expect(set.json()).toMatchObject({
      isSuccessful: true,
      message: m.set('Repack A'),
      messageClass: 'success',
    });
    expect((await get(ciUser, ci.get)).json().value.workstation).toEqual({
      ciWorkstationId: ciMine,
      workstationName: 'Repack A',
      facilityName: 'Own Pharmacy',
    });
  });

  it('offers the first-visit modal only to internal users whose email is not on their organization’s domain', async () => {
    const offer = async () => (await get(ciUser, ci.get)).json().value.offerModal;
    expect(await offer()).toBe(false);
    await ctx.db
      .update(users)
      .set({ isInternalBphpUser: true, organizationId })
      .where(eq(users.id, ciUserId));
    expect(await offer()).toBe(true);
    await ctx.db
      .update(organizations)
      .set({ emailDomain: 'TEST.example' })
      .where(eq(organizations.id, organizationId));
    expect(await offer()).toBe(false);
    await ctx.db
      .update(organizations)
      .set({ emailDomain: 'health.example' })
      .where(eq(organizations.id, organizationId));
    expect(await offer()).toBe(true);
  });
});

describe('CI workstation administration', () => {
  it('is for CI SystemAdmins: add, rename, deactivate; unique per facility; bad input stores nothing', async () => {
    expect((await get(ciUser, ci.list)).statusCode).toBe(403);
    expect(
      (await post(tech, ci.save, { id: 0, facilityId: ownFacility, name: 'X', isActive: true })).statusCode,
    ).toBe(403);
    const added = await post(ciAdmin, ci.save, {
      id: 0,
      facilityId: ownFacility,
      name: 'Repack B',
      isActive: true,
    });
    expect(added.json()).toMatchObject({
      isSuccessful: true,
      message: m.saved,
      model: { name: 'Repack B', userCount: 0 },
    });
    const id = added.json().model.id;
    const renamed = await post(ciAdmin, ci.save, {
      id,
      facilityId: ownFacility,
      name: 'Repack C',
      isActive: false,
    });
    expect(renamed.json().model).toMatchObject({ id, name: 'Repack C', isActive: false });
    const list = (await get(ciAdmin, `${ci.list}?facilityId=${ownFacility}`)).json();
    expect(list.map((r: { name: string; userCount: number }) => [r.name, r.userCount])).toEqual([
      ['Repack A', 1],
      ['Repack C', 0],
    ]);
    const before = (await ctx.db.select().from(ciWorkstations)).length;
    const duplicate = await post(ciAdmin, ci.save, {
      id: 0,
      facilityId: ownFacility,
      name: 'Repack A',
      isActive: true,
    });
    expect(duplicate.json()).toMatchObject({ isSuccessful: false, message: m.duplicateName });
    const cases: Array<[object, number, string]> = [
      [{ id: 0, facilityId: ownFacility, name: '', isActive: true }, 400, m.nameRequired],
      [{ id: 0, facilityId: ownFacility, name: 'n'.repeat(51), isActive: true }, 400, m.nameTooLong],
      [{ id: 0, facilityId: 0, name: 'No facility', isActive: true }, 400, m.facilityRequired],
      [{ id: 0, facilityId: maxId, name: 'Gone', isActive: true }, 400, m.facilityInvalid],
      [{ id: maxId, facilityId: ownFacility, name: 'Missing', isActive: true }, 404, m.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(ciAdmin, ci.save, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await ctx.db.select().from(ciWorkstations)).length).toBe(before);
    expect((await get(ciAdmin, ci.facilities)).json().length).toBe(2);
  });
});
