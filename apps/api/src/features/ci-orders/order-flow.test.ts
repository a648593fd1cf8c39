import { ciOrderNumberOf, ciOrderMessages as m, ciOrderPaths as paths } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { orderTestContext } from './order-test-setup.ts';

const { t, who, p, get, ok, draft, bought, receiveBottles, repack, lotId, orderOf } = orderTestContext();

const lot = async (id: number) => {
  const { rows } = await t.ctx.db.execute<{ onHand: number; allocated: number; status: string }>(
    sql`select on_hand as "onHand", allocated, status from stock_lots where id = ${id}`,
  );
  return rows[0];
};

describe('a county order from draft to closed, on the ledger', () => {
  it('is ordered, approved, bought, received, repacked, shipped first expiry first, received and closed', async () => {
    const created = await draft(40);
    expect(created).toMatchObject({
      orderNumber: ciOrderNumberOf(created.id),
      status: 'Draft',
      facilityId: p.county,
      facilityName: 'Leon County Clinic',
      supplyingSiteId: t.f.main,
      supplyingSiteName: 'Main stock',
      orderDate: new Date().toISOString().slice(0, 10),
      note: '',
      items: [
        { productId: p.card, cardsOrdered: 40, countPerCard: 30, sourceProductId: p.bulk, cardsShipped: 0 },
      ],
    });
    expect(created.actions).toMatchObject({ edit: true, submit: true, approve: false, ship: false });

    // The pharmacy's manager sees the same order with their own steps; the county's steps are not theirs.
    await ok(who.county, paths.submit, { id: created.id });
    const asManager = await orderOf(who.manager, created.id);
    expect(asManager.actions).toMatchObject({ approve: true, edit: false, submit: false, cancel: true });
    await ok(who.manager, paths.approve, { id: created.id });

    // 40 cards × 30 = 1,200 tablets: two bottles of 1,000 bought, three invoiced (one more than ordered).
    const purchasing = await ok(who.manager, paths.savePurchase, {
      orderId: created.id,
      id: 0,
      supplierName: 'Cardinal Health',
      invoiceNumber: 'INV-77001',
      purchaseOrderId: 0,
      lines: [{ productId: p.bulk, bottlesOrdered: 2, bottlesInvoiced: 3 }],
    });
    expect(purchasing.status).toBe('Purchasing');

    const received = await receiveBottles(purchasing, 2, 'MF-ORDER-1', '0.0200');
    expect(received.status).toBe('Received');
    const bottles = await lotId('MF-ORDER-1');
    expect(await lot(bottles)).toMatchObject({ onHand: 2000, allocated: 0, status: 'available' });
    expect(received.documents).toMatchObject([
      {
        kind: 'receipt',
        reference: 'INV-77001',
        lines: [{ lotNumber: 'MF-ORDER-1', units: 2000, packSize: 1000 }],
      },
    ]);

    // One job makes all 40 cards with 15 tablets wasted; the pharmacist releases it. The order is Repacking.
    const jobId = await repack(received, bottles, { cards: 40, waste: 15 });
    const repacking = await orderOf(who.tech, created.id);
    expect(repacking.status).toBe('Repacking');
    expect(repacking.jobs).toMatchObject([
      { id: jobId, status: 'released', cardsPlanned: 40, cardsMade: 40 },
    ]);
    expect(repacking.items[0]?.cardsAvailable).toBe(40);
    expect(await lot(bottles)).toMatchObject({ onHand: 2000 - 1215, allocated: 0 });

    // 50 tablets of the bottles go back to the supplier.
    const returned = await ok(who.tech, paths.returnStock, {
      orderId: created.id,
      lotId: bottles,
      units: 50,
      note: '',
    });
    expect(returned.documents.map((d) => d.kind)).toEqual(['receipt', 'return']);
    expect(await lot(bottles)).toMatchObject({ onHand: 2000 - 1215 - 50 });

    const shipped = await ok(who.tech, paths.ship, {
      orderId: created.id,
      items: [{ itemId: created.items[0]?.id, cards: 40 }],
    });
    expect(shipped.status).toBe('Shipped');
    expect(shipped.items[0]).toMatchObject({ cardsShipped: 40, cardsAvailable: 0 });
    const shipment = shipped.documents.find((d) => d.kind === 'shipment');
    expect(shipment?.reference).toBe(created.orderNumber);
    expect(shipment?.lines).toMatchObject([
      { lotNumber: `RP${String(jobId).padStart(6, '0')}`, units: -1200 },
    ]);

    // Every figure of the short/over line comes from those documents.
    expect(shipped.lines).toEqual([
      {
        itemId: created.items[0]?.id,
        invoiceNumber: 'INV-77001',
        ndc: '0591-0405-10',
        productName: 'Metformin 500 mg',
        size: 1000,
        countPerCard: 30,
        bottlesOrdered: 2,
        bottlesInvoiced: 3,
        bottlesReceived: 2,
        productRepacked: 1215,
        repackedCards: 40,
        productReturned: 50,
        cardsOrdered: 40,
        productInvoiced: 3000,
        productRemaining: -15,
        // 2,000 in − 1,215 repacked − (−15) still owed − 50 returned = 750 over, still in the bottles.
        productDifference: 750,
        isShortOver: true,
      },
    ]);

    const atCounty = await ok(who.county, paths.countyReceipt, {
      orderId: created.id,
      items: [{ itemId: created.items[0]?.id, cardsReceived: 39, cardsRejected: 1 }],
      note: 'One card torn',
    });
    expect(atCounty.status).toBe('Received by county');
    expect(atCounty.items[0]).toMatchObject({ cardsReceived: 39, cardsRejected: 1 });
    const closed = await ok(who.manager, paths.close, { id: created.id });
    expect(closed.status).toBe('Closed');
    expect(closed.events.map((e) => e.status)).toEqual([
      'Draft',
      'Submitted',
      'Approved',
      'Purchasing',
      'Received',
      'Repacking',
      'Shipped',
      'Received by county',
      'Closed',
    ]);
    expect(closed.events.at(-2)?.note).toBe('One card torn');

    // The printable report reads the same lines through a code.
    const code = await ok(who.county, paths.shortOverCode, { orderId: created.id });
    const report = await get(null, `${paths.shortOverPrintable}?code=${encodeURIComponent(String(code))}`);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      model: { ciOrderNumber: created.orderNumber },
      value: [{ ciOrderNumber: created.orderNumber, productRepacked: 1215, productDifference: 750 }],
    });

    // The county's invoice: the cards at the repack lot's unit cost, from its public code.
    const invoiceCode = await ok(who.county, paths.invoiceCode, { orderId: created.id });
    const pdf = await get(null, `${paths.invoicePdf}?code=${encodeURIComponent(String(invoiceCode))}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const texts = shownTexts((await PDFDocument.load(pdf.rawPayload)).getPage(0));
    expect(texts).toEqual(
      expect.arrayContaining(['County Invoice', `CI Order ${created.orderNumber}`, '1,200']),
    );
    expect(texts).toContain(`RP${String(jobId).padStart(6, '0')}`);
  });

  it('lists the order to both sides and to no one else', async () => {
    const order = await draft(5);
    await ok(who.county, paths.submit, { id: order.id });
    const numbers = async (person: typeof who.county) =>
      ((await get(person, `${paths.list}?pageSize=100`)).json().data as { orderNumber: string }[]).map(
        (r) => r.orderNumber,
      );
    expect(await numbers(who.county)).toContain(order.orderNumber);
    expect(await numbers(who.tech)).toContain(order.orderNumber);
    expect(await numbers(who.otherCounty)).not.toContain(order.orderNumber);
    expect((await get(who.otherCounty, `${paths.order}?id=${order.id}`)).json().message).toBe(m.notFound);
  });

  it('counts a reversed receipt for nothing', async () => {
    const order = await bought(10, { ordered: 1, invoiced: 1 }, 'INV-REV');
    const received = await receiveBottles(order, 1, 'MF-REV');
    const receipt = received.documents[0]?.documentId as number;
    await withTx(t.ctx.db, { userId: who.manager.userId }, (tx) =>
      reverseStockDocument(tx, { userId: who.manager.userId }, receipt, 'Wrong lot keyed', {
        backdateDays: 7,
      }),
    );
    const after = await orderOf(who.tech, order.id);
    expect(after.lines[0]).toMatchObject({ bottlesReceived: 0, productDifference: -300 });
  });
});
