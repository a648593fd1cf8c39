import { Module, Role } from '@homer/contracts/access';
import { ciShortOverTexts, ciOrderMessages as m, ciOrderPaths as paths } from '@homer/contracts/ci-orders';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciOrderLines, ciOrders } from '../../db/schema/ci-orders.ts';
import { userFacilities } from '../../db/schema/core.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { readShortOverCode, signShortOverCode } from './short-over-code.ts';

let ctx: TestContext;
type Caller = { userId: number; token: string };
let ciUser: Caller;
let otherCiUser: Caller;
let ciAdmin: Caller;
let noCi: Caller;
let central: number;
let orange: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'CI Central' }, { name: 'CI Orange' }]);
  [central, orange] = facilityIds as [number, number];
  ciUser = await createSignedInUser(ctx, {
    userName: 'ci-user',
    access: [{ module: Module.CI, role: Role.User }],
  });
  otherCiUser = await createSignedInUser(ctx, {
    userName: 'ci-user-orange',
    access: [{ module: Module.CI, role: Role.Technician }],
  });
  ciAdmin = await createSignedInUser(ctx, {
    userName: 'ci-admin',
    access: [{ module: Module.CI, role: Role.SystemAdmin }],
  });
  noCi = await createSignedInUser(ctx, {
    userName: 'ci-none',
    access: [{ module: Module.Inventory, role: Role.SystemAdmin }],
  });
  await ctx.db.insert(userFacilities).values([
    { userId: ciUser.userId, facilityId: central },
    { userId: otherCiUser.userId, facilityId: orange },
    { userId: noCi.userId, facilityId: central },
  ]);
});
afterAll(() => ctx.close());

const get = (path: string, query: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/${path}?${query}`, headers: token ? bearer(token) : {} });
const post = (path: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, payload, headers: token ? bearer(token) : {} });

const orderCount = async () => (await ctx.db.select({ n: count() }).from(ciOrders))[0]?.n ?? 0;
const lineCount = async () => (await ctx.db.select({ n: count() }).from(ciOrderLines))[0]?.n ?? 0;

let numbers = 0;
const orderForm = (change: object = {}) => ({
  id: 0,
  orderNumber: `CI-T-${++numbers}`,
  facilityId: central,
  orderDate: '2026-11-02',
  receivedDate: '2026-11-06',
  status: 'Received',
  ...change,
});
const lineForm = (orderId: number, change: object = {}) => ({
  id: 0,
  orderId,
  invoiceNumber: 'INV-1',
  ndc: '0093-7180-01',
  productName: 'Atorvastatin Calcium Tablets 20 mg',
  size: 90,
  countPerCard: 30,
  bottlesOrdered: 4,
  bottlesInvoiced: 4,
  bottlesReceived: 4,
  productRepacked: 360,
  repackedCards: 12,
  productReturned: 0,
  cardsOrdered: 12,
  ...change,
});

async function createOrder(change: object = {}, token = ciUser.token) {
  const res = await post(paths.saveOrder, orderForm(change), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; orderNumber: string; lines: Array<Record<string, number>> };
}
async function addLine(orderId: number, change: object = {}) {
  const res = await post(paths.saveLine, lineForm(orderId, change), ciUser.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { lines: Array<Record<string, number | string | boolean>> };
}
async function codeFor(orderId: number, token = ciUser.token) {
  const res = await post(paths.shortOverCode, { orderId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as string;
}
const report = (code: string) => get(paths.shortOverPrintable, `code=${encodeURIComponent(code)}`);

describe('access', () => {
  it('answers 401 without a session and 403 without CI access; nothing is stored', async () => {
    const order = await createOrder();
    const calls = (token?: string) => [
      get(paths.list, 'pageSize=25', token),
      get(paths.options, '', token),
      get(paths.order, `id=${order.id}`, token),
      post(paths.saveOrder, orderForm(), token),
      post(paths.saveLine, lineForm(order.id), token),
      post(paths.deleteLine, { id: 1 }, token),
      post(paths.shortOverCode, { orderId: order.id }, token),
    ];
    const [orders, lines] = [await orderCount(), await lineCount()];
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(noCi.token))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.accessDenied);
    }
    expect([await orderCount(), await lineCount()]).toEqual([orders, lines]);
  });

  it("hides other facilities' orders: 404 to read, change or sign, and absent from the list", async () => {
    const order = await createOrder();
    const { lines } = await addLine(order.id);
    const lineId = lines[0]?.id as number;
    const before = await lineCount();
    const refusals = await Promise.all([
      get(paths.order, `id=${order.id}`, otherCiUser.token),
      post(paths.saveOrder, orderForm({ id: order.id, orderNumber: order.orderNumber }), otherCiUser.token),
      post(paths.saveLine, lineForm(order.id), otherCiUser.token),
      post(paths.deleteLine, { id: lineId }, otherCiUser.token),
      post(paths.shortOverCode, { orderId: order.id }, otherCiUser.token),
    ]);
    for (const res of refusals) expect(res.statusCode, res.body).toBe(404);
    expect(await lineCount()).toBe(before);
    const list = await get(paths.list, `pageSize=200&search=${order.orderNumber}`, otherCiUser.token);
    expect(list.json().data).toEqual([]);
    // A CI administrator works every facility's orders.
    expect((await get(paths.order, `id=${order.id}`, ciAdmin.token)).statusCode).toBe(200);
    // Nor may an order be created for a facility the caller does not belong to.
    const res = await post(paths.saveOrder, orderForm({ facilityId: orange }), ciUser.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.facilityNotYours);
  });
});

describe('orders', () => {
  it('creates, changes and lists orders, searching by order number', async () => {
    const order = await createOrder({ orderNumber: 'CI-FIND-77' });
    const res = await post(
      paths.saveOrder,
      orderForm({ id: order.id, orderNumber: 'CI-FIND-78', status: 'Closed', receivedDate: '' }),
      ciUser.token,
    );
    expect(res.json()).toMatchObject({
      isSuccessful: true,
      message: m.saved,
      value: { orderNumber: 'CI-FIND-78', status: 'Closed', receivedDate: null, facilityName: 'CI Central' },
    });
    const list = await get(paths.list, 'pageSize=10&search=find-78', ciUser.token);
    expect(list.json().data).toMatchObject([{ id: order.id, orderNumber: 'CI-FIND-78', lineCount: 0 }]);
  });

  it('refuses a taken number, bad dates and junk, storing nothing', async () => {
    const order = await createOrder();
    const before = await orderCount();
    const cases: Array<[object, number, string]> = [
      [{ orderNumber: order.orderNumber }, 409, m.orderNumberTaken],
      [{ orderNumber: '' }, 400, m.orderNumberRequired],
      [{ orderNumber: 'CI 1' }, 400, m.orderNumberFormat],
      [{ orderNumber: 'CI-\u0000' }, 400, fieldMessages.characters],
      [{ facilityId: maxId + 1 }, 400, m.facilityRequired],
      [{ orderDate: '2026-02-30' }, 400, m.dateInvalid],
      [{ receivedDate: '2026-10-01' }, 400, m.receivedBeforeOrdered],
      [{ status: 'Lost' }, 400, m.statusInvalid],
      [{ id: maxId + 1 }, 400, fieldMessages.idOrZero],
    ];
    for (const [change, status, message] of cases) {
      const res = await post(paths.saveOrder, orderForm(change), ciUser.token);
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await orderCount()).toBe(before);
    const missing = await post(paths.saveOrder, orderForm({ id: maxId }), ciUser.token);
    expect(missing.statusCode).toBe(404);
    expect((await get(paths.order, `id=${maxId + 1}`, ciUser.token)).statusCode).toBe(400);
  });

  it('answers a save that loses the race for a new number with the taken message, not a failure', async () => {
    // Another save holds the same number, uncommitted: this save's check misses it, and the unique index decides.
    const { orderNumber } = orderForm();
    const before = await orderCount();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const ready = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const rival = ctx.db.transaction(async (tx) => {
      await tx.insert(ciOrders).values({ orderNumber, facilityId: central, orderDate: '2026-11-02' });
      inserted();
      await held;
    });
    await ready;
    const saving = post(paths.saveOrder, orderForm({ orderNumber }), ciUser.token);
    const waiting = async () =>
      (await ctx.db.execute(sql`select 1 from pg_stat_activity where wait_event_type = 'Lock'`)).rows.length;
    for (let i = 0; i < 100 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    release();
    await rival;
    const res = await saving;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(m.orderNumberTaken);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('lines', () => {
  it('computes the figures of decision 061 and marks short and over lines', async () => {
    const order = await createOrder();
    await addLine(order.id);
    await addLine(order.id, { bottlesReceived: 3, productRepacked: 270, repackedCards: 9 });
    const { lines } = await addLine(order.id, {
      invoiceNumber: 'INV-2',
      size: 30,
      countPerCard: 7,
      bottlesOrdered: 2,
      bottlesInvoiced: 3,
      bottlesReceived: 3,
      productRepacked: 84,
      cardsOrdered: 12,
    });
    expect(
      lines.map((l) => [l.productInvoiced, l.productRemaining, l.productDifference, l.isShortOver]),
    ).toEqual([
      [360, 0, 0, false],
      [360, 90, -90, true],
      [90, 0, 6, true],
    ]);
  });

  it('changes and deletes a line; refuses junk and storing nothing', async () => {
    const order = await createOrder();
    const { lines } = await addLine(order.id);
    const lineId = lines[0]?.id as number;
    const changed = await post(
      paths.saveLine,
      lineForm(order.id, { id: lineId, productReturned: 5 }),
      ciUser.token,
    );
    expect(changed.json()).toMatchObject({
      message: m.lineSaved,
      value: { lines: [{ productReturned: 5 }] },
    });
    const before = await lineCount();
    const cases: Array<[object, string]> = [
      [{ invoiceNumber: ' ' }, m.invoiceNumberRequired],
      [{ productName: '' }, m.productNameRequired],
      [{ ndc: '12345' }, m.ndcFormat],
      [{ size: 0 }, m.sizeRange],
      [{ countPerCard: 1.5 }, m.countPerCardRange],
      [{ bottlesReceived: -1 }, m.quantityRange('Bottles Received')],
      [{ cardsOrdered: 100_001 }, m.quantityRange('Cards Ordered')],
      [{ productName: 'x\u0000' }, fieldMessages.characters],
      [{ orderId: maxId + 1 }, fieldMessages.id],
    ];
    for (const [change, message] of cases) {
      const res = await post(paths.saveLine, lineForm(order.id, change), ciUser.token);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toContain(message);
    }
    const wrongOrder = await createOrder();
    const moved = await post(paths.saveLine, lineForm(wrongOrder.id, { id: lineId }), ciUser.token);
    expect(moved.statusCode).toBe(404);
    expect(moved.json().message).toBe(m.lineNotFound);
    expect(await lineCount()).toBe(before);
    const [row] = await ctx.db.select().from(ciOrderLines).where(eq(ciOrderLines.id, lineId));
    expect(row).toMatchObject({ orderId: order.id, productReturned: 5 });

    const deleted = await post(paths.deleteLine, { id: lineId }, ciUser.token);
    expect(deleted.json()).toMatchObject({ message: m.lineDeleted, value: { lines: [] } });
    expect((await post(paths.deleteLine, { id: lineId }, ciUser.token)).statusCode).toBe(404);
  });
});

describe('printable short/over report', () => {
  it('lists only the short and over lines, by a code, with the spec fields', async () => {
    const order = await createOrder();
    await addLine(order.id);
    await addLine(order.id, { bottlesReceived: 3, productRepacked: 270, repackedCards: 9 });
    const res = await report(await codeFor(order.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.model).toEqual({ ciOrderNumber: order.orderNumber });
    expect(body.value).toEqual([
      {
        ciOrderNumber: order.orderNumber,
        invoiceNumber: 'INV-1',
        productName: 'Atorvastatin Calcium Tablets 20 mg',
        ndc: '0093-7180-01',
        bottlesOrdered: 4,
        bottlesInvoiced: 4,
        size: 90,
        productInvoiced: 360,
        countPerCard: 30,
        cardsOrdered: 12,
        productRemaining: 90,
        bottlesReceived: 3,
        productRepacked: 270,
        repackedCards: 9,
        productReturned: 0,
        productDifference: -90,
      },
    ]);
  });

  it('answers an empty list for a balanced order', async () => {
    const order = await createOrder();
    await addLine(order.id);
    const res = await report(await codeFor(order.id));
    expect(res.json()).toMatchObject({ value: [], model: { ciOrderNumber: order.orderNumber } });
    expect(ciShortOverTexts.empty).toBe('The are no shortages or overages on this order.');
  });

  it('refuses tampered, foreign, expired and malformed codes with one message', async () => {
    const order = await createOrder();
    const other = await createOrder();
    const code = await codeFor(order.id);
    const [id, expires, mac] = code.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const expired = signShortOverCode(ctx.config.jwtSecret, order.id, new Date(Date.now() - 301_000));
    const foreign = signShortOverCode(
      new TextEncoder().encode('another installation key 0123456789'),
      order.id,
    );
    const bad = [
      `${other.id}.${expires}.${mac}`,
      `${id}.${Number(expires) + 3600}.${mac}`,
      `${id}.${expires}.${flipped}`,
      expired,
      foreign,
      'junk',
      `${maxId + 1}.${expires}.${mac}`,
    ];
    for (const candidate of bad) {
      const res = await report(candidate);
      expect(res.statusCode, candidate).toBe(410);
      expect(res.json()).toMatchObject({ isSuccessful: false, message: m.codeInvalid });
      expect(res.body).not.toContain(order.orderNumber);
    }
    expect((await get(paths.shortOverPrintable, '')).statusCode).toBe(400);
    expect((await get(paths.shortOverPrintable, 'code=%00')).statusCode).toBe(400);
    expect(readShortOverCode(ctx.config.jwtSecret, code)).toBe(order.id);
    expect(readShortOverCode(ctx.config.jwtSecret, code, new Date(Date.now() + 301_000))).toBeNull();
  });
});
