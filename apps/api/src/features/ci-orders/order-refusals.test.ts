import { ciOrderMessages as m, ciOrderPaths as paths } from '@homer/contracts/ci-orders';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { repackJobMessages, repackJobPaths } from '@homer/contracts/repack-jobs';
import { describe, expect, it } from 'vitest';
import { allLineClearance } from '../../platform/stock/stock-test-fixtures.ts';
import { signOrderCode } from './order-code.ts';
import { orderState, orderTestContext, type Person } from './order-test-setup.ts';

const { t, who, p, post, get, ok, draft, bought, receiveBottles, repack, lotId } = orderTestContext();

/** The call is refused with `status` and `message`, and nothing of orders or stock changed. */
async function refused(person: Person, path: string, body: object, status: number, message: string) {
  const before = await orderState(t);
  const res = await post(person, path, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await orderState(t)).toBe(before);
}

const draftForm = (change: object = {}) => ({
  id: 0,
  facilityId: p.county,
  supplyingSiteId: t.f.main,
  note: '',
  items: [{ productId: p.card, cardsOrdered: 10 }],
  ...change,
});

describe('who may call', () => {
  it('answers 401 without a session and 403 without CI; nothing is stored', async () => {
    const order = await draft(3);
    for (const [path, body] of [
      [paths.saveDraft, draftForm()],
      [paths.submit, { id: order.id }],
      [paths.cancel, { id: order.id, reason: 'x' }],
    ] as const) {
      const before = await orderState(t);
      const anonymous = await t.ctx.app.inject({ method: 'POST', url: `/${path}`, payload: body });
      expect(anonymous.statusCode).toBe(401);
      const outsider = await post(who.outsider, path, body);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().message).toBe(messages.accessDenied);
      expect(await orderState(t)).toBe(before);
    }
    expect((await get(who.outsider, `${paths.list}?pageSize=10`)).statusCode).toBe(403);
  });

  it('hides an order from a CI user of neither side, as if it did not exist', async () => {
    const order = await draft(3);
    await refused(who.otherCounty, paths.submit, { id: order.id }, 404, m.notFound);
    await refused(who.otherCounty, paths.cancel, { id: order.id, reason: 'no' }, 404, m.notFound);
    expect((await get(who.otherCounty, `${paths.order}?id=${order.id}`)).statusCode).toBe(404);
    expect((await post(who.otherCounty, paths.invoiceCode, { orderId: order.id })).statusCode).toBe(404);
  });

  it('lets each side do only its own steps', async () => {
    const order = await draft(3);
    await refused(who.tech, paths.submit, { id: order.id }, 403, m.notOrderingFacility);
    await ok(who.county, paths.submit, { id: order.id });
    await refused(who.county, paths.approve, { id: order.id }, 403, m.notSupplier);
    await refused(who.tech, paths.approve, { id: order.id }, 403, m.managerOnly);
    await refused(who.manager, paths.submit, { id: order.id }, 400, m.wrongStatus('submitted', 'Submitted'));
    await ok(who.manager, paths.approve, { id: order.id });
    // Once approved, the county may no longer cancel: the pharmacy may be buying for it.
    await refused(who.county, paths.cancel, { id: order.id, reason: 'Changed our mind' }, 403, m.notSupplier);
  });

  it('refuses ids past the column range and NUL characters at the schema', async () => {
    for (const body of [{ id: maxId + 1 }, { id: 0 }, { id: -1 }, { id: 1.5 }]) {
      const res = await post(who.county, paths.submit, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(fieldMessages.id);
    }
    const nul = await post(who.county, paths.saveDraft, draftForm({ note: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(fieldMessages.characters);
  });
});

describe('the draft', () => {
  it('refuses every wrong input with its message and stores nothing', async () => {
    const cases: [object, number, string][] = [
      [{ items: [] }, 400, m.itemsRequired],
      [{ items: [{ productId: p.card, cardsOrdered: 0 }] }, 400, m.cardsRange],
      [{ items: [{ productId: p.card, cardsOrdered: 100_001 }] }, 400, m.cardsRange],
      [
        {
          items: [
            { productId: p.card, cardsOrdered: 1 },
            { productId: p.card, cardsOrdered: 2 },
          ],
        },
        400,
        m.itemTwice,
      ],
      [{ items: [{ productId: p.bulk, cardsOrdered: 1 }] }, 400, m.productNotUnitDose],
      [{ items: [{ productId: t.f.naloxone, cardsOrdered: 1 }] }, 400, m.productNotUnitDose],
      [{ facilityId: p.other }, 400, m.facilityNotYours],
      [{ facilityId: p.central }, 400, m.facilityNotYours],
      [{ supplyingSiteId: maxId }, 400, m.siteNotFound],
      [{ supplyingSiteId: 0 }, 400, m.siteRequired],
      [{ note: 'x'.repeat(501) }, 400, m.noteTooLong],
    ];
    for (const [change, status, message] of cases)
      await refused(who.county, paths.saveDraft, draftForm(change), status, message);
  });

  it('refuses a site of the ordering facility itself', async () => {
    // The pharmacy's manager orders for Central Pharmacy from Central Pharmacy's own site.
    await refused(who.manager, paths.saveDraft, draftForm({ facilityId: p.central }), 400, m.siteOwnFacility);
  });

  it('is changed only while a draft, and submitted only with items', async () => {
    const order = await draft(4);
    const changed = await ok(who.county, paths.saveDraft, draftForm({ id: order.id, note: 'Rush please' }));
    expect(changed).toMatchObject({ note: 'Rush please', items: [{ cardsOrdered: 10 }] });
    await ok(who.county, paths.submit, { id: order.id });
    await refused(
      who.county,
      paths.saveDraft,
      draftForm({ id: order.id }),
      400,
      m.wrongStatus('changed', 'Submitted'),
    );
  });
});

describe('purchases and receipts', () => {
  it('refuses a purchase of a product the order does not need, a taken invoice and an unknown PO', async () => {
    const order = await bought(5, { ordered: 1, invoiced: 1 }, 'INV-TAKEN');
    const purchase = (change: object) => ({
      orderId: order.id,
      id: 0,
      supplierName: 'Cardinal Health',
      invoiceNumber: 'INV-NEW',
      purchaseOrderId: 0,
      lines: [{ productId: p.bulk, bottlesOrdered: 1, bottlesInvoiced: 1 }],
      ...change,
    });
    await refused(
      who.manager,
      paths.savePurchase,
      purchase({ lines: [{ productId: t.f.naloxone, bottlesOrdered: 1, bottlesInvoiced: 1 }] }),
      400,
      m.purchaseProductNotOrdered,
    );
    await refused(
      who.manager,
      paths.savePurchase,
      purchase({ invoiceNumber: 'INV-TAKEN' }),
      409,
      m.invoiceNumberTaken,
    );
    await refused(
      who.manager,
      paths.savePurchase,
      purchase({ purchaseOrderId: maxId }),
      400,
      m.purchaseOrderNotFound,
    );
    await refused(who.manager, paths.savePurchase, purchase({ supplierName: ' ' }), 400, m.supplierRequired);
    await refused(who.tech, paths.savePurchase, purchase({}), 403, m.managerOnly);
  });

  it('refuses bottles of another purchase or product, and a lot without an expiry', async () => {
    const order = await bought(5, { ordered: 1, invoiced: 1 }, 'INV-R1');
    const other = await bought(5, { ordered: 1, invoiced: 1 }, 'INV-R2');
    const line = { productId: p.bulk, lotNumber: 'MF-R', expiryDate: '2031-01-31', bottles: 1, unitCost: '' };
    await refused(
      who.tech,
      paths.receive,
      { orderId: order.id, purchaseId: other.purchases[0]?.id, lines: [line] },
      400,
      m.purchaseNotFound,
    );
    await refused(
      who.tech,
      paths.receive,
      { orderId: order.id, purchaseId: order.purchases[0]?.id, lines: [{ ...line, productId: p.card }] },
      400,
      m.receiptProductNotPurchased,
    );
    await refused(
      who.tech,
      paths.receive,
      { orderId: order.id, purchaseId: order.purchases[0]?.id, lines: [{ ...line, expiryDate: '' }] },
      400,
      m.expiryRequired,
    );
    await refused(
      who.tech,
      paths.receive,
      { orderId: order.id, purchaseId: order.purchases[0]?.id, lines: [{ ...line, unitCost: '1.23456' }] },
      400,
      m.unitCostFormat,
    );
    await refused(
      who.county,
      paths.receive,
      { orderId: order.id, purchaseId: order.purchases[0]?.id, lines: [line] },
      403,
      m.notSupplier,
    );
  });

  it('returns only free units of a lot received for this order', async () => {
    const order = await bought(10, { ordered: 1, invoiced: 1 }, 'INV-RET');
    await receiveBottles(order, 1, 'MF-RET');
    const other = await bought(10, { ordered: 1, invoiced: 1 }, 'INV-RET2');
    await receiveBottles(other, 1, 'MF-RET2');
    await refused(
      who.tech,
      paths.returnStock,
      { orderId: order.id, lotId: await lotId('MF-RET2'), units: 1, note: '' },
      400,
      m.returnLotNotOurs,
    );
    await refused(
      who.tech,
      paths.returnStock,
      { orderId: order.id, lotId: await lotId('MF-RET'), units: 1001, note: '' },
      400,
      m.returnTooMany(1000),
    );
  });
});

describe('repacking and shipping', () => {
  it('ties a repack job only to an order supplied from its site that orders its product', async () => {
    const order = await bought(5, { ordered: 1, invoiced: 1 }, 'INV-J');
    await receiveBottles(order, 1, 'MF-J');
    const source = await lotId('MF-J');
    const job = (change: object) =>
      post(who.tech, repackJobPaths.save, {
        id: 0,
        inventorySiteId: t.f.satellite,
        outputProductId: p.card,
        plannedCards: 1,
        containerClass: 'A',
        ciOrderId: order.id,
        sources: [{ lotId: source, quantity: 30 }],
        ...change,
      });
    const elsewhere = await job({});
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(repackJobMessages.orderNotForJob);
    const draftOrder = await draft(2);
    const notApproved = await job({ inventorySiteId: t.f.main, ciOrderId: draftOrder.id });
    expect(notApproved.json().message).toBe(repackJobMessages.orderNotForJob);
  });

  it('never ships from a lot in quarantine, nor more than was ordered', async () => {
    const order = await bought(10, { ordered: 1, invoiced: 1 }, 'INV-Q');
    const received = await receiveBottles(order, 1, 'MF-Q');
    await repack(received, await lotId('MF-Q'), { cards: 10, waste: 0 }, false);
    const itemId = order.items[0]?.id;
    await refused(
      who.tech,
      paths.ship,
      { orderId: order.id, items: [{ itemId, cards: 10 }] },
      400,
      m.shipShort('Metformin 500 mg unit dose', 0),
    );
    await refused(
      who.tech,
      paths.ship,
      { orderId: order.id, items: [{ itemId, cards: 11 }] },
      400,
      m.shipMoreThanOrdered('Metformin 500 mg unit dose'),
    );
    await refused(
      who.tech,
      paths.ship,
      { orderId: order.id, items: [{ itemId, cards: 0 }] },
      400,
      m.shipNothing,
    );
  });

  it('refuses a job started for an order cancelled since it was planned', async () => {
    const order = await bought(2, { ordered: 1, invoiced: 1 }, 'INV-C');
    await receiveBottles(order, 1, 'MF-C');
    const saved = await post(who.tech, repackJobPaths.save, {
      id: 0,
      inventorySiteId: t.f.main,
      outputProductId: p.card,
      plannedCards: 2,
      containerClass: 'A',
      ciOrderId: order.id,
      sources: [{ lotId: await lotId('MF-C'), quantity: 60 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await ok(who.manager, paths.cancel, { id: order.id, reason: 'County closed the clinic' });
    const start = await post(who.tech, repackJobPaths.start, {
      jobId: saved.json().model.id,
      lineClearance: allLineClearance,
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(repackJobMessages.orderNotForJob);
  });
});

describe('county receipt, cancel and codes', () => {
  async function shippedOrder(invoice: string, cards = 4) {
    const order = await bought(cards, { ordered: 1, invoiced: 1 }, invoice);
    const received = await receiveBottles(order, 1, `MF-${invoice}`);
    await repack(received, await lotId(`MF-${invoice}`), { cards, waste: 0 });
    return ok(who.tech, paths.ship, { orderId: order.id, items: [{ itemId: order.items[0]?.id, cards }] });
  }

  it('refuses a receipt that does not add up to what shipped, or rejects without a reason', async () => {
    const order = await shippedOrder('INV-CR');
    const itemId = order.items[0]?.id;
    const receipt = (cardsReceived: number, cardsRejected: number, note = '') => ({
      orderId: order.id,
      items: [{ itemId, cardsReceived, cardsRejected }],
      note,
    });
    await refused(
      who.county,
      paths.countyReceipt,
      receipt(3, 0),
      400,
      m.receiptDoesNotAdd('Metformin 500 mg unit dose', 4),
    );
    await refused(who.county, paths.countyReceipt, receipt(3, 1), 400, m.rejectedNoteRequired);
    await refused(who.tech, paths.countyReceipt, receipt(4, 0), 403, m.notOrderingFacility);
    await refused(
      who.manager,
      paths.cancel,
      { id: order.id, reason: 'Too late' },
      400,
      m.wrongStatus('cancelled', 'Shipped'),
    );
    await refused(who.manager, paths.close, { id: order.id }, 400, m.wrongStatus('closed', 'Shipped'));
  });

  it('opens an invoice only with its own, unexpired code', async () => {
    const order = await shippedOrder('INV-CODE', 2);
    const pdf = (code: string) => get(null, `${paths.invoicePdf}?code=${encodeURIComponent(code)}`);
    const good = String(await ok(who.county, paths.invoiceCode, { orderId: order.id }));
    expect((await pdf(good)).statusCode).toBe(200);
    const [, expires, mac] = good.split('.');
    const forged = [
      `${order.id + 1}.${expires}.${mac}`,
      `${order.id}.${Number(expires) + 60}.${mac}`,
      'nonsense',
    ];
    for (const code of forged) {
      const res = await pdf(code);
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(m.invoiceCodeInvalid);
    }
    const expired = signOrderCode(
      t.ctx.config.jwtSecret,
      'invoice',
      order.id,
      new Date(Date.now() - 601_000),
    );
    expect((await pdf(expired)).statusCode).toBe(410);
    // A report code is not an invoice code.
    const report = signOrderCode(t.ctx.config.jwtSecret, 'shortOver', order.id);
    expect((await pdf(report)).statusCode).toBe(410);
    // No invoice before the order ships.
    const early = await draft(1);
    const refusedCode = await post(who.county, paths.invoiceCode, { orderId: early.id });
    expect(refusedCode.statusCode).toBe(409);
    expect(refusedCode.json().message).toBe(m.invoiceNotShipped);
  });

  it('cancels with a reason, releasing what was set aside, and then takes no more steps', async () => {
    const order = await draft(2);
    await refused(who.county, paths.cancel, { id: order.id, reason: ' ' }, 400, m.reasonRequired);
    const cancelled = await ok(who.county, paths.cancel, { id: order.id, reason: 'Duplicate' });
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.events.at(-1)).toMatchObject({ status: 'Cancelled', note: 'Duplicate' });
    await refused(who.county, paths.submit, { id: order.id }, 400, m.wrongStatus('submitted', 'Cancelled'));
  });
});
