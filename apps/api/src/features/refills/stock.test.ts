import { Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import { gtinForNdc } from '@homer/contracts/gs1';
import { refillStockMessages as sm } from '@homer/contracts/refill-stock';
import { refillMessages as m, refillPaths as paths } from '@homer/contracts/refills';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeDeliveryRequestLines, homeDeliveryRequests } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { shipmentsOfLot } from '../../platform/stock/shipments-of-lot.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { neededUntil } from './item-products.ts';
import { prescriptionFor, stockProduct } from './stock-fixtures.ts';
import { type Caller, refillFixture } from './test-fixtures.ts';

let ctx: TestContext;
let f: Awaited<ReturnType<typeof refillFixture>>;
let tech: Caller;
let pharmacist: Caller;
let inventoryUser: Caller;
let noMfa: Caller;
let otherTech: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await refillFixture(ctx, '43');
  tech = await f.user('tech', Role.Technician, [f.facilities.a]);
  pharmacist = await f.user('pharm', Role.Pharmacist, [f.facilities.a]);
  inventoryUser = await f.user('user', Role.User, [f.facilities.a]);
  noMfa = await f.user('nomfa', Role.Technician, [f.facilities.a], { mfa: false });
  otherTech = await f.user('othertech', Role.Technician, [f.facilities.b]);
});
afterAll(() => ctx.close());

const post = (path: string, payload: object, caller: Caller = tech) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, payload, headers: bearer(caller.token) });
const get = (path: string, query: string, caller: Caller = tech) =>
  ctx.app.inject({ method: 'GET', url: `/${path}?${query}`, headers: bearer(caller.token) });
const move = (shipmentId: number, fromStep: number, toStep: number, caller: Caller = tech) =>
  post(paths.moveStep, { shipmentId, fromStep, toStep }, caller);
const detail = async (shipmentId: number) =>
  (await get(paths.shipment, `shipmentId=${shipmentId}&inventoryId=${f.sites.aMain}`)).json().value;

/** Each test its own NDC and Rx numbers, so no test sees another's lots. */
let counter = 0;
function fresh() {
  counter += 1;
  const n = String(counter).padStart(3, '0');
  return { ndc: `77${n}-101-01`, rx: (k: number) => `43${n}${String(k).padStart(3, '0')}` };
}

async function shipmentOf(rxNumber: string): Promise<number> {
  const res = await post(
    `${paths.validateAndSaveRxData}?facilityId=${f.facilities.a}&inventorySiteId=${f.sites.aMain}`,
    { rxNumber },
  );
  expect(res.json().errorMessage, res.body).toBeNull();
  return res.json().shipmentId;
}

const lotState = async (lotId: number) => {
  const [lot] = await ctx.db.select().from(stockLots).where(eq(stockLots.id, lotId));
  return { onHand: lot?.onHand, allocated: lot?.allocated };
};
const allocationsOf = async (itemId: number) =>
  (
    await ctx.db.execute<{ lotId: number; quantity: number }>(sql`
      select lot_id as "lotId", quantity from stock_allocations
      where demand_kind = 'refill_item' and demand_id = ${itemId} order by lot_id`)
  ).rows;

/** From Product Prep to Pending Shipment: the pharmacist verifies every item by its NDC at QC Check. */
async function toPendingShipment(shipmentId: number) {
  expect((await move(shipmentId, 0, 1)).statusCode).toBe(200);
  expect((await move(shipmentId, 1, 2)).statusCode).toBe(200);
  for (const item of (await detail(shipmentId)).items)
    await post(
      paths.verifyItem,
      { shipmentId, itemId: item.itemId, barcode: item.ndc.replaceAll('-', '') },
      pharmacist,
    );
  expect((await move(shipmentId, 2, 3, pharmacist)).statusCode).toBe(200);
}

describe('allocation at Product Prep', () => {
  it('sets stock aside first expiry first out and flags a lot expiring before the supply runs out', async () => {
    const { ndc, rx } = fresh();
    const soon = neededUntil(10) as string;
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'LATE', quantity: 50, expiry: '2031-06-30' },
      { lot: 'EARLY', quantity: 20, expiry: soon },
    ]);
    await prescriptionFor(ctx, {
      rxNumber: rx(1),
      ndc,
      patientId: f.patient,
      sites: [f.sites.aMain],
      daysSupply: 30,
    });
    const id = await shipmentOf(rx(1));
    const [before] = (await detail(id)).items;
    expect(before.stock).toMatchObject({ allocations: [], problem: null, unit: { packSize: 30 } });

    const moved = await move(id, -1, 0);
    expect(moved.json()).toMatchObject({ message: m.moved(0), messageClass: 'success' });
    const [item] = moved.json().value.items;
    expect(item.stock.allocations).toEqual([
      expect.objectContaining({
        lotNumber: 'EARLY',
        quantity: 20,
        expiresTooSoon: true,
        status: 'available',
      }),
      expect.objectContaining({ lotNumber: 'LATE', quantity: 10, expiresTooSoon: false }),
    ]);
    expect(item.stock.problem).toBeNull();
    expect(moved.json().value.canChangeLots).toBe(true);
    expect(await lotState(lotIds.EARLY as number)).toEqual({ onHand: 20, allocated: 20 });
    expect(await lotState(lotIds.LATE as number)).toEqual({ onHand: 50, allocated: 10 });
  });

  it('lets a short item into Product Prep with a warning, allocating nothing, and keeps it there', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'SHORT', quantity: 12, expiry: '2031-01-31' },
    ]);
    await prescriptionFor(ctx, { rxNumber: rx(1), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    const moved = await move(id, -1, 0);
    const site = `43 A Main`;
    expect(moved.json()).toMatchObject({
      isSuccessful: true,
      messageClass: 'warning',
      message: `${m.moved(0)} Rx Number ${rx(1)}: ${sm.notAllocated(12, site)}.`,
    });
    const [item] = moved.json().value.items;
    expect(item.stock).toMatchObject({ allocations: [], problem: sm.notAllocated(12, site) });
    expect(await allocationsOf(item.itemId)).toEqual([]);
    expect(await lotState(lotIds.SHORT as number)).toEqual({ onHand: 12, allocated: 0 });

    const refused = await move(id, 0, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(sm.itemShort(rx(1), 30, 12, site));
    expect((await detail(id)).currentStep).toBe(0);

    // Stock arrives: moving on allocates it.
    await stockProduct(ctx, f.sites.aMain, ndc, [{ lot: 'MORE', quantity: 40, expiry: '2032-01-31' }]);
    expect((await move(id, 0, 1)).statusCode).toBe(200);
    expect((await allocationsOf(item.itemId)).reduce((s, a) => s + a.quantity, 0)).toBe(30);
  });

  it('shows an NDC not in the formulary and will not let the shipment leave Product Prep', async () => {
    const { ndc, rx } = fresh();
    await prescriptionFor(ctx, { rxNumber: rx(1), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    expect((await detail(id)).items[0].stock.problem).toBe(sm.notInFormulary);
    expect((await move(id, -1, 0)).json().message).toBe(
      `${m.moved(0)} Rx Number ${rx(1)}: ${sm.notInFormulary}.`,
    );
    expect((await move(id, 0, 1)).json().message).toBe(sm.itemNotInFormulary(rx(1), ndc));
  });

  it('allocates an item added during Product Prep and releases a removed one', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'ADD', quantity: 100, expiry: null },
    ]);
    for (const k of [1, 2])
      await prescriptionFor(ctx, { rxNumber: rx(k), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    await move(id, -1, 0);
    const added = await post(paths.addItem, {
      shipmentId: id,
      currentStep: 0,
      rxNumber: rx(2),
      quantity: 25,
    });
    expect(added.json().message).toBe(m.itemAdded(rx(2)));
    expect(added.json().value.items[1].stock.allocations).toEqual([
      expect.objectContaining({ lotNumber: 'ADD', quantity: 25 }),
    ]);
    expect(await lotState(lotIds.ADD as number)).toEqual({ onHand: 100, allocated: 55 });
    const itemId = added.json().value.items[1].itemId;
    await post(paths.removeItem, { shipmentId: id, currentStep: 0, itemId });
    expect(await lotState(lotIds.ADD as number)).toEqual({ onHand: 100, allocated: 30 });
    expect(await allocationsOf(itemId)).toEqual([]);
  });
});

describe('changing the lot', () => {
  it('needs the chosen lot scanned or typed, refuses other sites’ and products’ lots, and stores nothing when refused', async () => {
    const { ndc, rx } = fresh();
    const other = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'FIRST', quantity: 30, expiry: '2030-01-31' },
      { lot: 'SECOND', quantity: 30, expiry: '2031-01-31' },
    ]);
    const satellite = await stockProduct(ctx, f.sites.aSat, ndc, [
      { lot: 'SAT', quantity: 30, expiry: null },
    ]);
    const otherProduct = await stockProduct(ctx, f.sites.aMain, other.ndc, [
      { lot: 'OTHER', quantity: 30, expiry: null },
    ]);
    await prescriptionFor(ctx, { rxNumber: rx(1), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    const [item] = (await move(id, -1, 0)).json().value.items;
    const first = lotIds.FIRST as number;
    const second = lotIds.SECOND as number;

    const choices = await get(paths.lotChoices, `shipmentId=${id}&itemId=${item.itemId}&lotId=${first}`);
    expect(choices.json().value).toEqual([
      expect.objectContaining({ lotId: second, lotNumber: 'SECOND', available: 30, expiresTooSoon: false }),
    ]);

    const change = (extra: object, caller?: Caller) =>
      post(
        paths.changeLot,
        {
          shipmentId: id,
          itemId: item.itemId,
          fromLotId: first,
          toLotId: second,
          lotInput: 'SECOND',
          ...extra,
        },
        caller,
      );
    const gtin = gtinForNdc(ndc.replaceAll('-', ''));
    const refusals: [object, number, string][] = [
      [{ lotInput: `01${gtin}10FIRST` }, 400, sm.lotMismatch('FIRST', 'SECOND')],
      [{ lotInput: 'THIRD' }, 400, sm.lotMismatch('THIRD', 'SECOND')],
      [{ lotInput: '' }, 400, sm.lotInputRequired],
      [{ lotInput: 'SEC\u0000OND' }, 400, fieldMessages.characters],
      [{ lotInput: `01${gtin}17300131` }, 400, sm.lotUnreadable],
      [
        { toLotId: satellite.lotIds.SAT, lotInput: 'SAT' },
        400,
        `Lot SAT (${ndc}) belongs to another inventory site.`,
      ],
      [
        { toLotId: otherProduct.lotIds.OTHER, lotInput: 'OTHER' },
        400,
        `Lot OTHER (${other.ndc}) is of another product.`,
      ],
      [{ toLotId: 2147483647 }, 400, 'Lot #2147483647 does not exist.'],
      [{ toLotId: 2147483648 }, 400, 'Choose the lot to take instead.'],
      [{ fromLotId: -1 }, 400, fieldMessages.id],
      [{ fromLotId: second, toLotId: first, lotInput: 'FIRST' }, 409, sm.lotNotAllocated],
      [{ itemId: 2147483647 }, 404, m.itemNotFound],
    ];
    for (const [extra, status, message] of refusals) {
      const res = await change(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().message, JSON.stringify(extra)).toBe(message);
    }
    expect((await change({}, inventoryUser)).statusCode).toBe(403);
    expect((await change({}, noMfa)).statusCode).toBe(467);
    expect((await change({}, otherTech)).statusCode).toBe(404);
    expect(await allocationsOf(item.itemId)).toEqual([{ lotId: first, quantity: 30 }]);
    expect(await lotState(second)).toEqual({ onHand: 30, allocated: 0 });

    const scanned = await change({ lotInput: `]d201${gtin}17310131\u001d10second` });
    expect(scanned.json().message).toBe(sm.lotChanged(rx(1), 'SECOND'));
    expect(scanned.json().value.items[0].stock.allocations).toEqual([
      expect.objectContaining({ lotId: second, quantity: 30 }),
    ]);
    expect(await lotState(first)).toEqual({ onHand: 30, allocated: 0 });
    expect(await lotState(second)).toEqual({ onHand: 30, allocated: 30 });
  });
});

describe('Completed', () => {
  it('ships each item out of the ledger in a document naming it, so the lot’s recipients are known', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'GO', quantity: 100, expiry: null },
    ]);
    for (const k of [1, 2])
      await prescriptionFor(ctx, { rxNumber: rx(k), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    await post(paths.addItem, { shipmentId: id, currentStep: -1, rxNumber: rx(2), quantity: 20 });
    await move(id, -1, 0);
    await toPendingShipment(id);
    const items = (await detail(id)).items as { itemId: number }[];
    const completed = await move(id, 3, 4);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await lotState(lotIds.GO as number)).toEqual({ onHand: 50, allocated: 0 });
    const shipped = await shipmentsOfLot(ctx.db, lotIds.GO as number);
    expect(shipped.map(({ demandKind, demandId, quantity }) => ({ demandKind, demandId, quantity }))).toEqual(
      [
        { demandKind: 'refill_item', demandId: items[0]?.itemId, quantity: 30 },
        { demandKind: 'refill_item', demandId: items[1]?.itemId, quantity: 20 },
      ],
    );
    const { rows } = await ctx.db.execute<{ reference: string }>(sql`
      select reference from stock_documents where id = ${shipped[0]?.documentId ?? 0}`);
    expect(rows[0]?.reference).toBe(`Refill shipment ${id}`);
    const after = completed.json().value.items[0].stock;
    expect(after).toMatchObject({ shipped: true, problem: null });
    expect(after.allocations).toEqual([
      expect.objectContaining({ lotNumber: 'GO', quantity: 30, status: 'shipped' }),
    ]);
  });

  it('refuses while an allocated lot was put on hold, naming it, until the lot is changed', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'HOLDME', quantity: 30, expiry: '2030-01-31' },
      { lot: 'SPARE', quantity: 30, expiry: '2031-01-31' },
    ]);
    await prescriptionFor(ctx, { rxNumber: rx(1), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    await move(id, -1, 0);
    await toPendingShipment(id);
    await ctx.db
      .update(stockLots)
      .set({ status: 'on_hold' })
      .where(eq(stockLots.id, lotIds.HOLDME as number));
    const item = (await detail(id)).items[0];
    expect(item.stock.problem).toBe(sm.lotBlocked('HOLDME', 'on hold'));
    const refused = await move(id, 3, 4);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(sm.itemLotBlocked(rx(1), 'HOLDME', 'on hold'));
    expect((await detail(id)).currentStep).toBe(3);
    expect(await lotState(lotIds.HOLDME as number)).toEqual({ onHand: 30, allocated: 30 });
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from stock_documents where demand_kind = 'refill_item' and demand_id = ${item.itemId}`);
    expect(rows[0]?.n).toBe(0);

    const changed = await post(paths.changeLot, {
      shipmentId: id,
      itemId: item.itemId,
      fromLotId: lotIds.HOLDME,
      toLotId: lotIds.SPARE,
      lotInput: 'SPARE',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await move(id, 3, 4)).statusCode).toBe(200);
    expect(await lotState(lotIds.SPARE as number)).toEqual({ onHand: 0, allocated: 0 });
    expect(await lotState(lotIds.HOLDME as number)).toEqual({ onHand: 30, allocated: 0 });
  });
});

describe('two shipments for the last units', () => {
  it('entering Product Prep at the same moment: one gets the units, the other is told what is left', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'LAST', quantity: 40, expiry: null },
    ]);
    for (const k of [1, 2])
      await prescriptionFor(ctx, { rxNumber: rx(k), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const ids = [await shipmentOf(rx(1)), await shipmentOf(rx(2))];
    const results = await Promise.all(ids.map((id) => move(id, -1, 0)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const classes = results.map((r) => r.json().messageClass).sort();
    expect(classes).toEqual(['success', 'warning']);
    const warned = results.find((r) => r.json().messageClass === 'warning');
    expect(warned?.json().message).toContain(sm.notAllocated(10, '43 A Main'));
    expect(await lotState(lotIds.LAST as number)).toEqual({ onHand: 40, allocated: 30 });
  });

  it('with two products each, in opposite orders, both queue and neither deadlocks', async () => {
    const a = fresh();
    const b = fresh();
    const stockA = await stockProduct(ctx, f.sites.aMain, a.ndc, [{ lot: 'XA', quantity: 60, expiry: null }]);
    const stockB = await stockProduct(ctx, f.sites.aMain, b.ndc, [{ lot: 'XB', quantity: 60, expiry: null }]);
    for (const [p, q] of [
      [a, b],
      [b, a],
    ] as const) {
      await prescriptionFor(ctx, {
        rxNumber: p.rx(1),
        ndc: p.ndc,
        patientId: f.patient,
        sites: [f.sites.aMain],
      });
      await prescriptionFor(ctx, {
        rxNumber: q.rx(2),
        ndc: q.ndc,
        patientId: f.patient,
        sites: [f.sites.aMain],
      });
    }
    const ids: number[] = [];
    for (const [p, q] of [
      [a, b],
      [b, a],
    ] as const) {
      const id = await shipmentOf(p.rx(1));
      await post(paths.addItem, { shipmentId: id, currentStep: -1, rxNumber: q.rx(2) });
      ids.push(id);
    }
    const results = await Promise.all(ids.map((id) => move(id, -1, 0)));
    expect(results.map((r) => [r.statusCode, r.json().messageClass])).toEqual([
      [200, 'success'],
      [200, 'success'],
    ]);
    expect(await lotState(stockA.lotIds.XA as number)).toEqual({ onHand: 60, allocated: 60 });
    expect(await lotState(stockB.lotIds.XB as number)).toEqual({ onHand: 60, allocated: 60 });
  });
});

describe('a home-delivery request', () => {
  it('becomes a shipment that takes stock at Product Prep like any other', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'HOME', quantity: 45, expiry: null },
    ]);
    await prescriptionFor(ctx, { rxNumber: rx(1), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const [request] = await ctx.db
      .insert(homeDeliveryRequests)
      .values({ phoneNumber: '(850) 555-0400' })
      .returning({ id: homeDeliveryRequests.id });
    await ctx.db
      .insert(homeDeliveryRequestLines)
      .values({ requestId: request?.id ?? 0, rxNumber: rx(1), refillsRemaining: 5 });
    const made = await post(paths.fromHomeDelivery, {
      requestId: request?.id,
      inventorySiteId: f.sites.aMain,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.shipmentId;
    expect((await move(id, -1, 0)).json().messageClass).toBe('success');
    expect(await lotState(lotIds.HOME as number)).toEqual({ onHand: 45, allocated: 30 });
  });
});

describe('junk', () => {
  it('refuses lot choices with bad ids, and a lot change before Product Prep, storing nothing', async () => {
    const { ndc, rx } = fresh();
    const { lotIds } = await stockProduct(ctx, f.sites.aMain, ndc, [
      { lot: 'J1', quantity: 30, expiry: null },
      { lot: 'J2', quantity: 30, expiry: null },
    ]);
    await prescriptionFor(ctx, { rxNumber: rx(1), ndc, patientId: f.patient, sites: [f.sites.aMain] });
    const id = await shipmentOf(rx(1));
    const [item] = (await detail(id)).items;
    for (const q of [
      `shipmentId=${id}&itemId=${item.itemId}&lotId=-1`,
      `shipmentId=${id}&itemId=2147483648&lotId=1`,
      `shipmentId=x&itemId=1&lotId=1`,
    ])
      expect((await get(paths.lotChoices, q)).statusCode, q).toBe(400);
    expect((await get(paths.lotChoices, `shipmentId=${id}&itemId=2147483647&lotId=1`)).statusCode).toBe(404);
    expect(
      (await get(paths.lotChoices, `shipmentId=${id}&itemId=${item.itemId}&lotId=1`, inventoryUser))
        .statusCode,
    ).toBe(403);
    const early = await post(paths.changeLot, {
      shipmentId: id,
      itemId: item.itemId,
      fromLotId: lotIds.J1,
      toLotId: lotIds.J2,
      lotInput: 'J2',
    });
    expect(early.json().message).toBe(sm.lotChangeStep);
    expect(await lotState(lotIds.J2 as number)).toEqual({ onHand: 30, allocated: 0 });
  });
});
