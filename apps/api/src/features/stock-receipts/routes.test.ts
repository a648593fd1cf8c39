import { Module, Role } from '@homer/contracts/access';
import { fieldMessages } from '@homer/contracts/fields';
import {
  stockReceiptMessages as m,
  stockReceiptPaths as paths,
  type StockReceiptForm,
} from '@homer/contracts/stock-receipts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/ba.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { ledgerState, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { bearer } from '../../test/test-context.ts';

const test = stockTestContext();
let technician: string;
let user: string;
let purchaseOrderId: number;
let inactiveSiteId: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const { ctx } = test;
  ({ token: technician } = await createSignedInUser(ctx, {
    userName: 'receiver',
    access: [{ module: Module.Inventory, role: Role.Technician }],
  }));
  ({ token: user } = await createSignedInUser(ctx, {
    userName: 'looker',
    access: [{ module: Module.Inventory, role: Role.User }],
  }));
  const { budgetIds } = await insertBudgets(ctx.db, [{ name: 'Naloxone', allocatedAmt: '1000.00' }]);
  const [po] = await ctx.db
    .insert(purchaseOrders)
    .values({
      budgetId: budgetIds[0] as number,
      poNumber: 'PO-7731',
      vendorName: 'McKesson',
      poValue: '900.00',
    })
    .returning({ id: purchaseOrders.id });
  purchaseOrderId = po?.id as number;
  const [facility] = await ctx.db
    .execute<{ id: number }>(sql`select facility_id as id from inventory_sites limit 1`)
    .then((r) => r.rows);
  const [closed] = await ctx.db
    .insert(inventorySites)
    .values({ facilityId: facility?.id as number, name: 'Closed site', isActive: false })
    .returning({ id: inventorySites.id });
  inactiveSiteId = closed?.id as number;
  // A recall naming naloxone lot RC-1 (openFDA lists the package NDC; the lot is in its code info).
  await ctx.ownerDb.execute(sql`insert into fda_recalls (recall_number, status, code_info, package_ndcs, package_ndc_digits)
    values ('D-0101-2026', 'Ongoing', 'Lot #: RC-1, RC-2; Exp 12/2027', '{0409-4888-02}', '{0409488802}')`);
});

const post = (token: string, path: string, body: object) =>
  test.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(token), payload: body });
const line = (fields: Partial<StockReceiptForm['lines'][number]> = {}) => ({
  ndc: '0409-4888-02',
  lotNumber: 'NX-1',
  expiryDate: '2030-06-30',
  quantity: 25,
  unitCost: '3.25',
  bin: 'A-1',
  ...fields,
});
const form = (fields: Partial<StockReceiptForm> = {}): StockReceiptForm => ({
  inventorySiteId: test.f.main,
  supplierName: 'McKesson',
  purchaseOrderId: 0,
  reference: 'PS-5521',
  receivedDate: today,
  lines: [line()],
  ...fields,
});

describe('receiving stock', () => {
  it('posts every line on one receipt document, against a purchase order, and names the lots', async () => {
    const res = await post(technician, paths.receive, {
      ...form({ purchaseOrderId }),
      lines: [
        line(),
        line({ ndc: '0093005801', lotNumber: 'AM-9', expiryDate: '', quantity: 300, unitCost: '' }),
      ],
    });
    const body = res.json();
    expect(body).toMatchObject({
      isSuccessful: true,
      value: {
        lots: [
          { lotNumber: 'NX-1', ndc: '0409-4888-02', quantity: 25, status: 'available', packSize: 10 },
          {
            lotNumber: 'AM-9',
            ndc: '0093-0058-01',
            quantity: 300,
            expiryDate: null,
            dispensingUnit: 'capsule',
          },
        ],
      },
    });
    expect(body.message).toBe(m.received(2, body.value.documentId));
    const { rows } = await test.ctx.db.execute<{
      lines: number;
      onHand: string;
      po: number;
      bin: string;
    }>(sql`
      select (select count(*)::int from stock_movements where document_id = d.id) as lines,
        (select string_agg(on_hand::text, ',' order by id) from stock_lots) as "onHand",
        r.purchase_order_id as po, (select bin from stock_lots where lot_number = 'NX-1') as bin
      from stock_documents d join stock_receipts r on r.document_id = d.id where d.id = ${body.value.documentId}`);
    expect(rows[0]).toEqual({ lines: 2, onHand: '25,300', po: purchaseOrderId, bin: 'A-1' });
  });

  it('receives a recalled NDC and lot straight into status recalled, and warns before posting', async () => {
    const check = await post(technician, paths.checkLine, {
      inventorySiteId: test.f.main,
      ndc: '0409488802',
      lotNumber: 'rc-1',
    });
    expect(check.json().value).toMatchObject({
      product: { productName: 'Naloxone 0.4 mg/mL' },
      recallNumbers: ['D-0101-2026'],
    });
    const res = await post(technician, paths.receive, form({ lines: [line({ lotNumber: 'RC-1' })] }));
    expect(res.json().value.lots[0]).toMatchObject({ lotNumber: 'RC-1', status: 'recalled' });
  });

  it('tells an unknown NDC and a known lot with another expiry, and stores nothing', async () => {
    const before = await ledgerState(test.ctx.db);
    const check = await post(technician, paths.checkLine, {
      inventorySiteId: test.f.main,
      ndc: '1111-2222-33',
      lotNumber: '',
    });
    expect(check.json().value).toEqual({ product: null, recallNumbers: [], existingLot: null });
    const unknown = await post(
      technician,
      paths.receive,
      form({ lines: [line(), line({ ndc: '1111-2222-33' })] }),
    );
    expect(unknown.json()).toMatchObject({
      isSuccessful: false,
      message: m.lineRefused(2, m.unknownNdc('1111-2222-33')),
      model: { line: 2, unknownNdc: true },
    });
    const otherExpiry = await post(
      technician,
      paths.receive,
      form({ lines: [line({ expiryDate: '2031-01-31' })] }),
    );
    expect(otherExpiry.json().message).toContain('Lot NX-1 is already stocked here with expiry 2030-06-30');
    expect(await ledgerState(test.ctx.db)).toEqual(before);
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await ledgerState(test.ctx.db);
    const cases: Array<[object, number, string]> = [
      [form({ lines: [line({ quantity: -5 })] }), 400, m.quantity],
      [form({ lines: [line({ quantity: 0 })] }), 400, m.quantity],
      [form({ lines: [line({ quantity: 2147483648 })] }), 400, m.quantity],
      [form({ lines: [line({ quantity: 2.5 })] }), 400, m.quantity],
      [form({ lines: [line({ lotNumber: 'A\u0000B' })] }), 400, fieldMessages.characters],
      [form({ supplierName: 'Mc\u0000Kesson' }), 400, fieldMessages.characters],
      [form({ lines: [line({ ndc: '0409-4888' })] }), 400, m.ndcFormat],
      [form({ lines: [line({ lotNumber: '' })] }), 400, m.lotRequired],
      [form({ lines: [line({ expiryDate: '2030-02-30' })] }), 400, m.expiryFormat],
      [form({ lines: [line({ unitCost: '-1' })] }), 400, m.unitCost],
      [form({ lines: [] }), 400, m.linesRequired],
      [form({ supplierName: '' }), 400, m.supplierRequired],
      [form({ inventorySiteId: 2147483648 }), 400, m.siteRequired],
      [form({ inventorySiteId: 2147483647 }), 400, m.siteNotFound],
      [form({ inventorySiteId: inactiveSiteId }), 400, m.siteNotFound],
      [form({ purchaseOrderId: 2147483647 }), 400, m.purchaseOrderNotFound],
      [form({ receivedDate: '2099-01-01' }), 200, m.dateInFuture],
      [form({ receivedDate: '2020-01-01' }), 200, 'at most 7 days back'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(technician, paths.receive, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const checks: Array<[object, number, string]> = [
      [{ inventorySiteId: test.f.main, ndc: '0409-4888-02', lotNumber: 'A\u0000B' }, 400, m.lotFormat],
      [{ inventorySiteId: 2147483648, ndc: '0409-4888-02', lotNumber: '' }, 400, m.siteRequired],
      [{ inventorySiteId: 2147483647, ndc: '0409-4888-02', lotNumber: '' }, 400, m.siteNotFound],
      [{ inventorySiteId: test.f.main, ndc: '12', lotNumber: '' }, 400, m.ndcFormat],
    ];
    for (const [body, status, message] of checks) {
      const res = await post(technician, paths.checkLine, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await ledgerState(test.ctx.db)).toEqual(before);
  });

  it('receives any lot of a product recalled whole (every lot) as recalled', async () => {
    await test.ctx.ownerDb.execute(sql`insert into fda_recalls (recall_number, status, code_info, product_ndcs)
      values ('D-0202-2026', 'Ongoing', 'All lots within expiry', '{0093-0058}')`);
    const res = await post(
      technician,
      paths.receive,
      form({ lines: [line({ ndc: '0093-0058-01', lotNumber: 'AM-77', expiryDate: '' })] }),
    );
    expect(res.json().value.lots[0]).toMatchObject({ lotNumber: 'AM-77', status: 'recalled' });
  });

  it('refuses Inventory Users (403) and stores nothing', async () => {
    const before = await ledgerState(test.ctx.db);
    expect((await post(user, paths.receive, form())).statusCode).toBe(403);
    expect(
      (
        await post(user, paths.checkLine, {
          inventorySiteId: test.f.main,
          ndc: '0409-4888-02',
          lotNumber: '',
        })
      ).statusCode,
    ).toBe(403);
    const pos = await test.ctx.app.inject({
      method: 'GET',
      url: `/${paths.purchaseOrders}?search=7731`,
      headers: bearer(user),
    });
    expect(pos.statusCode).toBe(403);
    const sites = await test.ctx.app.inject({ method: 'GET', url: `/${paths.sites}`, headers: bearer(user) });
    expect(sites.json().map((s: { text: string }) => s.text)).toEqual(['Main stock', 'Satellite']);
    const found = await test.ctx.app.inject({
      method: 'GET',
      url: `/${paths.purchaseOrders}?search=7731`,
      headers: bearer(technician),
    });
    expect(found.json()).toEqual([
      { value: purchaseOrderId, text: 'PO PO-7731', additionalData: 'McKesson' },
    ]);
    expect(await ledgerState(test.ctx.db)).toEqual(before);
  });
});
