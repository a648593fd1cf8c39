import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { refillMessages as m, refillPaths as paths, recentRefillsPath } from '@homer/contracts/refills';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refillShipmentItems, refillShipmentSteps, refillShipments } from '../../db/schema/refills.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { type Caller, refillFixture } from './test-fixtures.ts';

let ctx: TestContext;
let f: Awaited<ReturnType<typeof refillFixture>>;
let user: Caller;
let rxCaller: Caller;
let adminUser: Caller;
let ndcUser: Caller;
let outsider: Caller;
let technician: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await refillFixture(ctx, '41');
  // The widget is not PHI (decision 067): its users need no multi-factor session nor inactivity timeout.
  user = await f.user('user', Role.User, [f.facilities.a, f.facilities.c], { mfa: false, timeout: false });
  rxCaller = await f.user('rx', Role.User, [f.facilities.a, f.facilities.c]);
  technician = await f.user('tech', Role.Technician, [f.facilities.a], { mfa: false });
  adminUser = await f.user('admin', Role.SystemAdmin, []);
  ndcUser = await f.user('ndc', Role.User, [f.facilities.a], { module: Module.NDC });
  outsider = await f.user('outsider', Role.User, [f.facilities.b]);
});
afterAll(() => ctx.close());

const get = (url: string, caller?: Caller) =>
  ctx.app.inject({ method: 'GET', url: `/${url}`, headers: caller ? bearer(caller.token) : {} });
const rxData = (query: string, caller: Caller = rxCaller) => get(`${paths.getRxData}?${query}`, caller);
const save = (query: string, rxNumber: string, caller: Caller = rxCaller) =>
  ctx.app.inject({
    method: 'POST',
    url: `/${paths.validateAndSaveRxData}?${query}`,
    payload: { rxNumber, errorMessage: null, inventories: [] },
    headers: bearer(caller.token),
  });
const shipmentCount = async () => (await ctx.db.select({ n: count() }).from(refillShipments))[0]?.n ?? 0;

/** What the fixture's prescriptions and patient say of themselves: none of it may reach the widget. */
const prescriptionAndPatient = [
  'Metformin',
  'Naloxone',
  '0591-0405-01',
  'Rae',
  '41Fill',
  '1970-02-03',
  '8505550400',
];
const expectNoPhi = (body: string) => {
  for (const word of prescriptionAndPatient) expect(body, word).not.toContain(word);
};

describe('the widget without a multi-factor session (decision 067)', () => {
  it('lets an Inventory User read an Rx, create the refill and list it; no answer names the patient or drug', async () => {
    const read = await rxData(
      `rxNumber=${f.rx(10)}&isUser=true&isFacility=true&facilityId=${f.facilities.a}`,
      user,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      rxNumber: f.rx(10),
      errorMessage: null,
      messageClass: null,
      inventories: [
        { inventorySiteId: f.sites.aMain, inventoryName: '41 A Main', facilityId: f.facilities.a },
      ],
    });
    const refused = await rxData(`rxNumber=${f.rx(5)}`, user);
    expect(Object.keys(refused.json()).sort()).toEqual([
      'errorMessage',
      'inventories',
      'messageClass',
      'rxNumber',
    ]);

    const saved = await save(`isUser=true&facilityId=${f.facilities.a}`, f.rx(10), user);
    expect(saved.statusCode, saved.body).toBe(200);
    const { shipmentId } = saved.json();
    expect(saved.json()).toEqual({
      errorMessage: null,
      messageClass: null,
      shipmentId,
      inventoryId: f.sites.aMain,
    });
    const [stored] = await ctx.db.select().from(refillShipments).where(eq(refillShipments.id, shipmentId));
    expect(stored).toMatchObject({ createdByUserId: user.userId, patientId: f.patient });

    const listed = await get(`${recentRefillsPath(f.facilities.a)}?page=1`, user);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().model[0]).toEqual({
      shipmentId,
      inventoryId: f.sites.aMain,
      inventoryName: '41 A Main',
      currentStep: -1,
      rxCount: 1,
      dateCreated: expect.any(String),
    });
    for (const res of [read, refused, saved, listed]) expectNoPhi(res.body);
  });

  it('keeps the fulfilment page PHI: 467 for a Technician without it, 403 for a User', async () => {
    const saved = await save(`facilityId=${f.facilities.a}`, f.rx(11), technician);
    const { shipmentId } = saved.json();
    expect(shipmentId, saved.body).toEqual(expect.any(Number));
    const page = `${paths.shipment}?shipmentId=${shipmentId}&inventoryId=${f.sites.aMain}`;
    const phi = await get(page, technician);
    expect(phi.statusCode).toBe(467);
    expect(phi.json().message).toBe(messages.phiRequired);
    expectNoPhi(phi.body);
    expect((await get(page, user)).statusCode).toBe(403);
    expect((await get(paths.list, technician)).statusCode).toBe(467);
  });
});

describe('GetRxData', () => {
  it('answers the Rx and the inventories that can fill it', async () => {
    const res = await rxData(`rxNumber=${f.rx(2)}&scanned=false&isUser=true&isFacility=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      rxNumber: f.rx(2),
      errorMessage: null,
      inventories: [
        { inventorySiteId: f.sites.aMain, facilityId: f.facilities.a },
        { inventorySiteId: f.sites.aSat, facilityId: f.facilities.a },
      ],
    });
  });

  it('reads the number off a scanned label (first run of digits)', async () => {
    const res = await rxData(`rxNumber=${encodeURIComponent(`RX# ${f.rx(1)}-02`)}&scanned=true`);
    expect(res.json()).toMatchObject({ rxNumber: f.rx(1), errorMessage: null });
    expect(res.json().inventories).toHaveLength(1);
    const typed = await rxData(`rxNumber=${encodeURIComponent(`RX# ${f.rx(1)}`)}&scanned=false`);
    expect(typed.json()).toMatchObject({ errorMessage: m.rxInvalid, messageClass: 'error', inventories: [] });
    const label = await rxData(`rxNumber=NOLABEL&scanned=true`);
    expect(label.json().errorMessage).toBe(m.rxNotOnLabel);
    expect((await rxData('rxNumber=')).json().errorMessage).toBe(m.rxRequired);
  });

  it('limits inventories to the caller facilities (isFacility) or the chosen facility', async () => {
    const all = await rxData(`rxNumber=${f.rx(7)}&isFacility=false`);
    expect(all.json().inventories.map((i: { inventorySiteId: number }) => i.inventorySiteId)).toEqual([
      f.sites.aMain,
      f.sites.bMain,
    ]);
    const mine = await rxData(`rxNumber=${f.rx(7)}&isFacility=true`);
    expect(mine.json().inventories).toEqual([expect.objectContaining({ inventorySiteId: f.sites.aMain })]);
    const chosen = await rxData(`rxNumber=${f.rx(7)}&facilityId=${f.facilities.a}`);
    expect(chosen.json().inventories).toHaveLength(1);
    const other = await rxData(`rxNumber=${f.rx(7)}&facilityId=${f.facilities.b}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.accessDenied);
  });

  it('answers errorMessage for an Rx that cannot be refilled; none inventories are left to the widget', async () => {
    const cases: [string, string][] = [
      ['40999999', m.rxNotFound('40999999')],
      [f.rx(4), m.rxInactive(f.rx(4))],
      [f.rx(5), m.rxNoRefills(f.rx(5))],
      [f.rx(8), m.rxNoNdc(f.rx(8))],
    ];
    for (const [rx, message] of cases) {
      const res = await rxData(`rxNumber=${rx}`);
      expect(res.json(), rx).toMatchObject({ errorMessage: message, messageClass: 'error', inventories: [] });
    }
    const none = await rxData(`rxNumber=${f.rx(3)}`);
    expect(none.json()).toMatchObject({ errorMessage: null, inventories: [] });
  });

  it('refuses junk with 400 and other modules with 403', async () => {
    expect((await rxData(`rxNumber=${'9'.repeat(101)}`)).statusCode).toBe(400);
    expect((await rxData('rxNumber=1%00')).json().message).toBe(fieldMessages.characters);
    expect((await rxData('rxNumber=1&scanned=maybe')).statusCode).toBe(400);
    expect((await rxData(`rxNumber=1&facilityId=${maxId + 1}`)).statusCode).toBe(400);
    expect((await rxData(`rxNumber=${f.rx(1)}`, ndcUser)).statusCode).toBe(403);
    expect((await get(`${paths.getRxData}?rxNumber=1`)).statusCode).toBe(401);
  });
});

describe('ValidateAndSaveRxData', () => {
  it('creates a Not Submitted shipment at the only inventory, with the Rx as its item', async () => {
    const res = await save(`isUser=true&inventorySiteId=0&facilityId=${f.facilities.a}`, f.rx(1));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errorMessage: null, inventoryId: f.sites.aMain });
    const [shipment] = await ctx.db
      .select()
      .from(refillShipments)
      .where(eq(refillShipments.id, body.shipmentId));
    expect(shipment).toMatchObject({ currentStep: -1, facilityId: f.facilities.a, patientId: f.patient });
    const items = await ctx.db
      .select()
      .from(refillShipmentItems)
      .where(eq(refillShipmentItems.shipmentId, body.shipmentId));
    expect(items).toEqual([
      expect.objectContaining({ rxNumber: f.rx(1), ndc: '69547-353-02', quantity: 30 }),
    ]);
    const steps = await ctx.db
      .select()
      .from(refillShipmentSteps)
      .where(eq(refillShipmentSteps.shipmentId, body.shipmentId));
    expect(steps).toEqual([
      expect.objectContaining({ fromStep: null, toStep: -1, changedByUserId: rxCaller.userId }),
    ]);

    // The same Rx again: already on an open shipment, in GetRxData and in a second save.
    const again = await save(`inventorySiteId=0&facilityId=${f.facilities.a}`, f.rx(1));
    expect(again.json()).toMatchObject({
      errorMessage: m.rxOnOpenShipment(f.rx(1), body.shipmentId),
      shipmentId: null,
    });
    expect((await rxData(`rxNumber=${f.rx(1)}`)).json().errorMessage).toBe(
      m.rxOnOpenShipment(f.rx(1), body.shipmentId),
    );
  });

  it('answers the two inventory messages of §5, warning and error, and stores nothing', async () => {
    const before = await shipmentCount();
    const several = await save(`inventorySiteId=0&facilityId=${f.facilities.a}`, f.rx(2));
    expect(several.json()).toEqual({
      errorMessage: 'Multiple Inventories tied to Rx Number, please select one. Then scan again.',
      messageClass: 'warning',
      shipmentId: null,
      inventoryId: null,
    });
    const none = await save(`inventorySiteId=0&facilityId=${f.facilities.a}`, f.rx(3));
    expect(none.json()).toMatchObject({
      errorMessage: 'No Inventories tied to Rx Number.',
      messageClass: 'error',
    });
    const notTied = await save(`inventorySiteId=${f.sites.bMain}&facilityId=${f.facilities.a}`, f.rx(2));
    expect(notTied.json().errorMessage).toBe(m.inventoryNotTied);
    expect(await shipmentCount()).toBe(before);
    const chosen = await save(`inventorySiteId=${f.sites.aSat}&facilityId=${f.facilities.a}`, f.rx(2));
    expect(chosen.json()).toMatchObject({ errorMessage: null, inventoryId: f.sites.aSat });
    expect(await shipmentCount()).toBe(before + 1);
  });

  it('refuses facilities that take no requests, others’ facilities, bad numbers; nothing stored', async () => {
    const before = await shipmentCount();
    const c = await save(`facilityId=${f.facilities.c}`, f.rx(9));
    expect(c.json()).toMatchObject({ errorMessage: m.facilityNotPharmacy, messageClass: 'error' });
    const other = await save(`facilityId=${f.facilities.b}`, f.rx(7));
    expect(other.statusCode).toBe(403);
    const bad = await save(`facilityId=${f.facilities.a}`, 'abc');
    expect(bad.json().errorMessage).toBe(m.rxInvalid);
    const missing = await save('', f.rx(9));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Facility is required.');
    const huge = await save(`facilityId=${maxId + 1}`, f.rx(9));
    expect(huge.statusCode).toBe(400);
    const nul = await ctx.app.inject({
      method: 'POST',
      url: `/${paths.validateAndSaveRxData}?facilityId=${f.facilities.a}`,
      payload: { rxNumber: '1\u0000' },
      headers: bearer(rxCaller.token),
    });
    expect(nul.json().message).toBe(fieldMessages.characters);
    expect(await shipmentCount()).toBe(before);
  });

  it('lets an Inventory administrator create at any facility; the NDC module cannot', async () => {
    const res = await save(`facilityId=${f.facilities.b}`, f.rx(7), adminUser);
    expect(res.json()).toMatchObject({ errorMessage: null, inventoryId: f.sites.bMain });
    expect((await save(`facilityId=${f.facilities.a}`, f.rx(9), ndcUser)).statusCode).toBe(403);
  });
});

describe('GetRecentRefillsByFacility', () => {
  it('pages the facility’s newest shipments by 10; value is true on the last page', async () => {
    const [fresh] = await ctx.db
      .insert(refillShipments)
      .values(
        Array.from({ length: 12 }, (_, n) => ({
          facilityId: f.facilities.c,
          inventorySiteId: f.sites.cMain,
          currentStep: (n % 7) - 1,
          createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
        })),
      )
      .returning({ id: refillShipments.id });
    expect(fresh).toBeDefined();
    const page1 = await get(`${recentRefillsPath(f.facilities.c)}?silent=true&page=1`, user);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().value).toBe(false);
    expect(page1.json().model).toHaveLength(10);
    expect(page1.json().model[0]).toMatchObject({
      inventoryId: f.sites.cMain,
      currentStep: 3,
      rxCount: 0,
      dateCreated: '2026-01-12T00:00:00.000Z',
    });
    const page2 = await get(`${recentRefillsPath(f.facilities.c)}?page=2`, user);
    expect(page2.json().value).toBe(true);
    expect(page2.json().model).toHaveLength(2);
    const a = await get(`${recentRefillsPath(f.facilities.a)}?page=1`, user);
    expect(a.json().model[0].rxCount).toBe(1);
  });

  it('refuses another facility (403), other modules (403), junk (400)', async () => {
    expect((await get(`${recentRefillsPath(f.facilities.c)}?page=1`, outsider)).statusCode).toBe(403);
    expect((await get(`${recentRefillsPath(f.facilities.a)}?page=1`, ndcUser)).statusCode).toBe(403);
    expect((await get(`${recentRefillsPath(f.facilities.b)}?page=1`, adminUser)).statusCode).toBe(200);
    for (const bad of [
      `${recentRefillsPath(maxId + 1)}`,
      `${recentRefillsPath(0)}`,
      `${paths.recentRefills}/x`,
    ])
      expect((await get(bad, user)).statusCode, bad).toBe(400);
    const page0 = await get(`${recentRefillsPath(f.facilities.a)}?page=0`, user);
    expect(page0.statusCode).toBe(400);
    expect((await get(`${recentRefillsPath(f.facilities.a)}?page=501`, user)).statusCode).toBe(400);
    expect((await get(`${recentRefillsPath(f.facilities.a)}?silent=x`, user)).statusCode).toBe(400);
  });
});
