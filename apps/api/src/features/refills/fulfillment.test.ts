import { Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { refillMessages as m, refillPaths as paths } from '@homer/contracts/refills';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  homeDeliveryRequestHistory,
  homeDeliveryRequestLines,
  homeDeliveryRequests,
  prescriptions,
} from '../../db/schema/pharmacy.ts';
import { refillShipmentItems, refillShipments } from '../../db/schema/refills.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { stockProduct } from './stock-fixtures.ts';
import { type Caller, refillFixture } from './test-fixtures.ts';

let ctx: TestContext;
let f: Awaited<ReturnType<typeof refillFixture>>;
let tech: Caller;
let pharmacist: Caller;
let inventoryUser: Caller;
let noMfa: Caller;
let noTimeout: Caller;
let otherTech: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await refillFixture(ctx, '42');
  tech = await f.user('tech', Role.Technician, [f.facilities.a]);
  pharmacist = await f.user('pharm', Role.Pharmacist, [f.facilities.a]);
  inventoryUser = await f.user('user', Role.User, [f.facilities.a]);
  noMfa = await f.user('nomfa', Role.Technician, [f.facilities.a], { mfa: false });
  noTimeout = await f.user('notimeout', Role.Technician, [f.facilities.a], { timeout: false });
  otherTech = await f.user('othertech', Role.Technician, [f.facilities.b]);
  // Stock of every NDC the fixture's prescriptions name, so shipments can leave Product Prep (decision 103).
  for (const ndc of ['69547-353-02', '0591-0405-01', '0093-7180-01', '0378-6150-01'])
    await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: `L${ndc.slice(0, 4)}`, quantity: 1000, expiry: null },
    ]);
});
afterAll(() => ctx.close());

const get = (path: string, query: string, caller?: Caller) =>
  ctx.app.inject({ method: 'GET', url: `/${path}?${query}`, headers: caller ? bearer(caller.token) : {} });
const post = (path: string, payload: object, caller: Caller = tech) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, payload, headers: bearer(caller.token) });

/** A shipment through the widget's call, as the dashboard makes it. */
async function newShipment(rxNumber: string, inventorySiteId = 0): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/${paths.validateAndSaveRxData}?facilityId=${f.facilities.a}&inventorySiteId=${inventorySiteId}`,
    payload: { rxNumber },
    headers: bearer(tech.token),
  });
  expect(res.json().errorMessage, res.body).toBeNull();
  return res.json().shipmentId;
}
const move = (shipmentId: number, fromStep: number, toStep: number, caller: Caller = tech) =>
  post(paths.moveStep, { shipmentId, fromStep, toStep }, caller);
const itemsOf = (shipmentId: number) =>
  ctx.db.select().from(refillShipmentItems).where(eq(refillShipmentItems.shipmentId, shipmentId));
const stepOf = async (shipmentId: number) =>
  (await ctx.db.select().from(refillShipments).where(eq(refillShipments.id, shipmentId)))[0]?.currentStep;
const refillsOf = async (rxNumber: string) =>
  (await ctx.db.select().from(prescriptions).where(eq(prescriptions.rxNumber, rxNumber)))[0]
    ?.refillsRemaining;

describe('fulfilment access', () => {
  it('Inventory Technician+ with MFA and the inactivity timeout; others 403, 467 or 401', async () => {
    const id = await newShipment(f.rx(1));
    const calls: [string, string][] = [
      [paths.list, 'pageSize=10'],
      [paths.shipment, `shipmentId=${id}&inventoryId=${f.sites.aMain}`],
      [paths.filterOptions, ''],
    ];
    const matrix: [string, Caller | undefined, number][] = [
      ['technician', tech, 200],
      ['pharmacist', pharmacist, 200],
      ['inventory user', inventoryUser, 403],
      ['no MFA', noMfa, 467],
      ['no inactivity timeout', noTimeout, 467],
      ['anonymous', undefined, 401],
    ];
    for (const [path, query] of calls)
      for (const [who, caller, status] of matrix)
        expect((await get(path, query, caller)).statusCode, `${path} as ${who}`).toBe(status);
    expect((await move(id, -1, 0, noMfa)).statusCode).toBe(467);
    expect((await move(id, -1, 0, inventoryUser)).statusCode).toBe(403);
    expect(await stepOf(id)).toBe(-1);
  });

  it('hides other facilities’ shipments (404) and refuses their facility filter (403)', async () => {
    const id = await newShipment(f.rx(9));
    const res = await get(paths.shipment, `shipmentId=${id}&inventoryId=${f.sites.aMain}`, otherTech);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.shipmentNotFound);
    expect((await move(id, -1, 0, otherTech)).statusCode).toBe(404);
    expect((await get(paths.list, `pageSize=10&facilityId=${f.facilities.a}`, otherTech)).statusCode).toBe(
      403,
    );
    const theirs = await get(paths.list, 'pageSize=10&step=', otherTech);
    expect(theirs.json().data).toEqual([]);
    const wrongSite = await get(paths.shipment, `shipmentId=${id}&inventoryId=${f.sites.aSat}`, tech);
    expect(wrongSite.statusCode).toBe(404);
    // Nothing moved.
    expect(await stepOf(id)).toBe(-1);
    await post(paths.removeItem, {
      shipmentId: id,
      currentStep: -1,
      itemId: (await itemsOf(id))[0]?.id ?? 0,
    });
  });
});

describe('fulfilment list', () => {
  it('filters by facility, site, step and Rx number; keyset-paged newest first', async () => {
    const options = await get(paths.filterOptions, '', tech);
    expect(options.json().value.facilities.map((o: { value: number }) => o.value)).toEqual([f.facilities.a]);
    const all = await get(paths.list, `pageSize=10&facilityId=${f.facilities.a}&step=`, tech);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({
      facilityId: f.facilities.a,
      inventoryId: f.sites.aMain,
      currentStep: -1,
    });
    expect(rows[0].dateCreated >= rows[1].dateCreated).toBe(true);
    const byRx = await get(paths.list, `pageSize=10&search=${f.rx(1)}`, tech);
    expect(byRx.json().data).toHaveLength(1);
    expect(byRx.json().data[0]).toMatchObject({ rxCount: 1, patientName: `42Fill, Rae` });
    const sat = await get(paths.list, `pageSize=10&inventorySiteId=${f.sites.aSat}`, tech);
    expect(sat.json().data).toEqual([]);
    const done = await get(paths.list, 'pageSize=10&step=5', tech);
    expect(done.json().data).toEqual([]);
    const first = await get(paths.list, 'pageSize=10&step=', tech);
    expect(first.json().totalRecords).toBeGreaterThanOrEqual(2);
  });

  it('refuses junk filters with 400', async () => {
    for (const q of [
      'pageSize=7',
      'pageSize=10&step=9',
      'pageSize=10&search=abc',
      `pageSize=10&facilityId=${maxId + 1}`,
      'pageSize=10&after=%21',
    ])
      expect((await get(paths.list, q, tech)).statusCode, q).toBe(400);
    expect((await get(paths.list, 'pageSize=10&search=abc', tech)).json().message).toBe(m.searchDigits);
    expect((await get(paths.shipment, `shipmentId=${maxId + 1}&inventoryId=1`, tech)).statusCode).toBe(400);
  });
});

describe('items', () => {
  it('adds and removes prescriptions of the same patient while Not Submitted or Product Prep', async () => {
    const id = await newShipment(f.rx(10));
    const added = await post(paths.addItem, { shipmentId: id, currentStep: -1, rxNumber: f.rx(11) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ isSuccessful: true, message: m.itemAdded(f.rx(11)) });
    expect(added.json().value.items.map((i: { rxNumber: string }) => i.rxNumber)).toEqual([
      f.rx(10),
      f.rx(11),
    ]);
    expect(added.json().value.patient).toMatchObject({ lastName: '42Fill', dateOfBirth: '1970-02-03' });

    const refusals: [object, number, string][] = [
      [{ rxNumber: f.rx(11) }, 400, m.alreadyOnShipment(f.rx(11))],
      [{ rxNumber: f.rx(6) }, 400, m.otherPatient],
      [{ rxNumber: f.rx(3) }, 400, m.inventoryNotTied],
      [{ rxNumber: f.rx(4) }, 400, m.rxInactive(f.rx(4))],
      [{ rxNumber: f.rx(5) }, 400, m.rxNoRefills(f.rx(5))],
      [{ rxNumber: '42999999' }, 400, m.rxNotFound('42999999')],
      [{ rxNumber: 'x1' }, 400, m.rxInvalid],
      [{ rxNumber: f.rx(2), quantity: 0 }, 400, m.quantityInvalid],
      [{ rxNumber: '\u0000' }, 400, fieldMessages.characters],
      [{ rxNumber: f.rx(2), currentStep: 0 }, 409, m.changedMeanwhile],
    ];
    for (const [extra, status, message] of refusals) {
      const res = await post(paths.addItem, { shipmentId: id, currentStep: -1, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await itemsOf(id)).toHaveLength(2);

    const scanned = await post(paths.addItem, {
      shipmentId: id,
      currentStep: -1,
      rxNumber: `RX ${f.rx(2)}-01`,
      scanned: true,
      quantity: 12,
    });
    expect(scanned.json().value.items.at(-1)).toMatchObject({ rxNumber: f.rx(2), quantity: 12 });
    const itemId = scanned.json().value.items.at(-1).itemId;
    const removed = await post(paths.removeItem, { shipmentId: id, currentStep: -1, itemId });
    expect(removed.json()).toMatchObject({ message: m.itemRemoved(f.rx(2)) });
    expect((await post(paths.removeItem, { shipmentId: id, currentStep: -1, itemId })).statusCode).toBe(404);
    expect(
      (await post(paths.removeItem, { shipmentId: id, currentStep: -1, itemId: maxId + 1 })).statusCode,
    ).toBe(400);

    expect((await move(id, -1, 0)).statusCode).toBe(200);
    expect((await move(id, 0, 1)).statusCode).toBe(200);
    const locked = await post(paths.addItem, { shipmentId: id, currentStep: 1, rxNumber: f.rx(2) });
    expect(locked.json().message).toBe(m.itemsLocked);
    expect(await itemsOf(id)).toHaveLength(2);
  });
});

describe('steps', () => {
  it('moves one step at a time with the shown step as stamp; QC needs a pharmacist’s scans', async () => {
    const id = await newShipment(f.rx(7));
    const before = await refillsOf(f.rx(7));
    expect((await move(id, -1, 1)).json().message).toBe(m.illegalStep(-1, 1));
    expect((await move(id, 0, 1)).statusCode).toBe(409);
    const junk = await move(id, -1, 7);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe(m.stepInvalid);
    expect(await stepOf(id)).toBe(-1);
    const moved = await move(id, -1, 0);
    expect(moved.json()).toMatchObject({ message: m.moved(0), value: { currentStep: 0, nextStep: 1 } });
    expect((await move(id, -1, 0)).json().message).toBe(m.changedMeanwhile);
    await move(id, 0, 1);
    await move(id, 1, 2);
    const [item] = (
      await get(paths.shipment, `shipmentId=${id}&inventoryId=${f.sites.aMain}`, pharmacist)
    ).json().value.items;
    expect(item).toMatchObject({ ndc: '0378-6150-01', qcVerifiedAt: null });

    expect((await move(id, 2, 3, pharmacist)).json().message).toBe(m.qcNotVerified);
    const byTech = await post(paths.verifyItem, {
      shipmentId: id,
      itemId: item.itemId,
      barcode: '0378-6150-01',
    });
    expect(byTech.statusCode).toBe(403);
    expect(byTech.json().message).toBe(m.qcNeedsPharmacist);
    const verify = (barcode: string) =>
      post(paths.verifyItem, { shipmentId: id, itemId: item.itemId, barcode }, pharmacist);
    const wrong = await verify('(01)00369547353025(17)270331(10)NX24A17');
    expect(wrong.json().message).toBe(m.barcodeMismatch('6954735302', '0378-6150-01'));
    expect((await verify('hello')).json().message).toBe(m.barcodeUnreadable);
    expect((await verify('')).json().message).toBe(m.barcodeRequired);
    expect((await itemsOf(id))[0]?.qcVerifiedAt).toBeNull();
    const ok = await verify('0100303786150016\u001d10BN2291');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.items[0]).toMatchObject({ qcVerifiedByName: expect.stringContaining('42pharm') });
    expect((await verify('0378-6150-01')).json().message).toBe(m.itemAlreadyVerified(f.rx(7)));

    expect((await move(id, 2, 3)).json().message).toBe(m.qcNeedsPharmacist);
    expect((await move(id, 2, 3, pharmacist)).statusCode).toBe(200);
    expect((await verify('0378-6150-01')).json().message).toBe(m.qcOnlyAtQc);
    const completed = await move(id, 3, 4);
    expect(completed.statusCode).toBe(200);
    expect(await refillsOf(f.rx(7))).toBe((before ?? 0) - 1);
    const delivered = await move(id, 4, 5);
    const history = delivered.json().value.history;
    expect(history.map((h: { toStep: number }) => h.toStep)).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(history.at(-2)).toMatchObject({
      fromStep: 3,
      toStep: 4,
      byName: expect.stringContaining('42tech'),
    });
    expect(delivered.json().value.nextStep).toBeNull();
    expect((await move(id, 5, 6)).statusCode).toBe(400);
    // Completed, the Rx may go on a new shipment.
    expect(await newShipment(f.rx(7))).toBeGreaterThan(id);
  });

  it('refuses to complete when a prescription ran out of refills meanwhile', async () => {
    const id = await newShipment(f.rx(2), f.sites.aMain);
    for (const [from, to] of [
      [-1, 0],
      [0, 1],
      [1, 2],
    ] as const)
      await move(id, from, to);
    const [item] = await itemsOf(id);
    await post(paths.verifyItem, { shipmentId: id, itemId: item?.id, barcode: '0591040501' }, pharmacist);
    await move(id, 2, 3, pharmacist);
    await ctx.db
      .update(prescriptions)
      .set({ refillsRemaining: 0 })
      .where(eq(prescriptions.rxNumber, f.rx(2)));
    const res = await move(id, 3, 4);
    expect(res.json().message).toBe(m.noRefillsAtCompletion(f.rx(2)));
    expect(await stepOf(id)).toBe(3);
  });

  it('will not submit an empty shipment', async () => {
    const id = await newShipment(f.rx(9));
    const [item] = await itemsOf(id);
    await post(paths.removeItem, { shipmentId: id, currentStep: -1, itemId: item?.id });
    expect((await move(id, -1, 0)).json().message).toBe(m.noItems);
  });
});

describe('from a home-delivery request', () => {
  async function request(rxNumbers: string[], status = 'Received') {
    const [row] = await ctx.db
      .insert(homeDeliveryRequests)
      .values({ phoneNumber: '(850) 555-0400', status })
      .returning({ id: homeDeliveryRequests.id });
    const id = row?.id ?? 0;
    await ctx.db
      .insert(homeDeliveryRequestLines)
      .values(rxNumbers.map((rxNumber) => ({ requestId: id, rxNumber, refillsRemaining: 3 })));
    return id;
  }
  const shipmentCount = async () => (await ctx.db.select({ n: count() }).from(refillShipments))[0]?.n ?? 0;

  it('turns a Received request into a shipment and moves it to In Process with a history row', async () => {
    const [shipped] = await ctx.db
      .update(refillShipments)
      .set({ currentStep: 5 })
      .where(eq(refillShipments.facilityId, f.facilities.a))
      .returning({ id: refillShipments.id });
    expect(shipped).toBeDefined();
    const id = await request([f.rx(9), f.rx(10)]);
    const res = await post(paths.fromHomeDelivery, { requestId: id, inventorySiteId: f.sites.aMain });
    expect(res.statusCode, res.body).toBe(200);
    const { shipmentId, inventoryId } = res.json().value;
    expect(res.json().message).toBe(m.homeDeliveryCreated(shipmentId));
    expect(inventoryId).toBe(f.sites.aMain);
    expect((await itemsOf(shipmentId)).map((i) => i.rxNumber).sort()).toEqual([f.rx(9), f.rx(10)]);
    const [req] = await ctx.db.select().from(homeDeliveryRequests).where(eq(homeDeliveryRequests.id, id));
    expect(req?.status).toBe('In Process');
    const history = await ctx.db
      .select()
      .from(homeDeliveryRequestHistory)
      .where(eq(homeDeliveryRequestHistory.requestId, id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'Received',
        toStatus: 'In Process',
        changedByUserId: tech.userId,
      }),
    ]);
    const detail = await get(paths.shipment, `shipmentId=${shipmentId}&inventoryId=${inventoryId}`, tech);
    expect(detail.json().value.homeDeliveryRequestId).toBe(id);
    const again = await post(paths.fromHomeDelivery, { requestId: id, inventorySiteId: f.sites.aMain });
    expect(again.json().message).toBe(m.homeDeliveryNotReceived);
  });

  it('stores nothing when an Rx cannot be filled there, the site is not the caller’s or input is junk', async () => {
    const before = await shipmentCount();
    const id = await request([f.rx(1), f.rx(3)]);
    const notTied = await post(paths.fromHomeDelivery, { requestId: id, inventorySiteId: f.sites.aMain });
    expect(notTied.statusCode).toBe(400);
    expect(notTied.json().message).toContain(m.inventoryNotTied);
    expect(
      (await post(paths.fromHomeDelivery, { requestId: id, inventorySiteId: f.sites.bMain })).statusCode,
    ).toBe(403);
    expect(
      (await post(paths.fromHomeDelivery, { requestId: maxId, inventorySiteId: f.sites.aMain })).statusCode,
    ).toBe(404);
    expect(
      (await post(paths.fromHomeDelivery, { requestId: id, inventorySiteId: maxId + 1 })).statusCode,
    ).toBe(400);
    expect(
      (await post(paths.fromHomeDelivery, { requestId: id, inventorySiteId: f.sites.aMain }, noMfa))
        .statusCode,
    ).toBe(467);
    expect(await shipmentCount()).toBe(before);
    const [req] = await ctx.db.select().from(homeDeliveryRequests).where(eq(homeDeliveryRequests.id, id));
    expect(req?.status).toBe('Received');
  });
});
