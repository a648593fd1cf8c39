import { messages } from '@homer/contracts/messages';
import { stockPaths as paths, type StockRow } from '@homer/contracts/stock';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import { receive, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { stockRequests, stockUsers } from './stock-test-users.ts';

const t = stockTestContext();
let users: Awaited<ReturnType<typeof stockUsers>>;
let http: ReturnType<typeof stockRequests>;
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  users = await stockUsers(t.ctx);
  http = stockRequests(t.ctx);
  const { main, satellite, naloxone, amoxicillin } = t.f;
  await receive(t.ctx.db, {
    inventorySiteId: main,
    ndcProductId: naloxone,
    lotNumber: 'NX-SOON',
    quantity: 25,
    expiryDate: isoIn(20),
  });
  await receive(t.ctx.db, {
    inventorySiteId: main,
    ndcProductId: naloxone,
    lotNumber: 'NX-LATE',
    quantity: 5,
    expiryDate: isoIn(400),
  });
  await receive(t.ctx.db, {
    inventorySiteId: satellite,
    ndcProductId: naloxone,
    lotNumber: 'NX-SAT',
    quantity: 3,
    expiryDate: isoIn(70),
  });
  await receive(t.ctx.db, {
    inventorySiteId: main,
    ndcProductId: amoxicillin,
    lotNumber: 'AM-1',
    quantity: 250,
    expiryDate: isoIn(300),
  });
  // An expired lot's units are on hand but not available.
  const { lotId } = await receive(t.ctx.db, {
    inventorySiteId: main,
    ndcProductId: amoxicillin,
    lotNumber: 'AM-OLD',
    quantity: 40,
    expiryDate: isoIn(300),
  });
  await t.ctx.db.execute(sql`update stock_lots set expiry_date = ${isoIn(-3)} where id = ${lotId}`);
});

const list = async (query: string, token = users.user) => {
  const res = await http.get(token, `${paths.list}?pageSize=10&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: StockRow[]; totalRecords: number; nextCursor?: string; prevCursor?: string };
};
const names = (rows: StockRow[]) => rows.map((r) => `${r.productName}@${r.siteName}`);

describe('stock list', () => {
  it('shows one row per product and site with on hand, available, lot count and earliest expiry', async () => {
    const page = await list('');
    expect(names(page.data)).toEqual([
      'Amoxicillin 500 mg@Main stock',
      'Naloxone 0.4 mg/mL@Main stock',
      'Naloxone 0.4 mg/mL@Satellite',
    ]);
    expect(page.totalRecords).toBe(3);
    expect(page.data[0]).toMatchObject({
      onHand: 290,
      available: 250,
      lotCount: 2,
      earliestExpiry: isoIn(-3),
    });
    expect(page.data[1]).toMatchObject({
      onHand: 30,
      available: 30,
      lotCount: 2,
      dispensingUnit: 'vial',
      packSize: 10,
    });
  });

  it('filters by site, search (NDC, name or lot), status and expiry band', async () => {
    expect(names((await list(`siteId=${t.f.satellite}`)).data)).toEqual(['Naloxone 0.4 mg/mL@Satellite']);
    expect(names((await list('search=0093-0058')).data)).toEqual(['Amoxicillin 500 mg@Main stock']);
    const byLot = await list('search=nx-late');
    expect(byLot.data).toHaveLength(1);
    expect(byLot.data[0]).toMatchObject({ productName: 'Naloxone 0.4 mg/mL', lotCount: 1, onHand: 5 });
    expect(names((await list('expiring=30')).data)).toEqual(['Naloxone 0.4 mg/mL@Main stock']);
    expect(names((await list('expiring=90')).data)).toEqual([
      'Naloxone 0.4 mg/mL@Main stock',
      'Naloxone 0.4 mg/mL@Satellite',
    ]);
    expect(names((await list('expiring=expired')).data)).toEqual(['Amoxicillin 500 mg@Main stock']);
    expect((await list('status=on_hold')).data).toEqual([]);
  });

  it('a row lists its lots earliest expiry first, with the same filters', async () => {
    const res = await http.get(users.user, `${paths.lots}?siteId=${t.f.main}&productId=${t.f.naloxone}`);
    expect(res.json().map((l: { lotNumber: string }) => l.lotNumber)).toEqual(['NX-SOON', 'NX-LATE']);
    const filtered = await http.get(
      users.user,
      `${paths.lots}?siteId=${t.f.main}&productId=${t.f.naloxone}&search=LATE`,
    );
    // A product the site does not stock there has no lots, whatever lots it has at other sites.
    const otherProduct = await http.get(
      users.user,
      `${paths.lots}?siteId=${t.f.satellite}&productId=${t.f.amoxicillin}`,
    );
    expect(otherProduct.json()).toEqual([]);
    expect(filtered.json()).toMatchObject([
      { lotNumber: 'NX-LATE', onHand: 5, allocated: 0, available: 5, status: 'available' },
    ]);
  });

  it('pages forwards and back by keyset, refusing a cursor of another filter', async () => {
    const values = Array.from({ length: 12 }, (_, i) => ({
      ndc: `7777-${String(1000 + i)}-01`,
      productName: `Zz paging ${String(i).padStart(2, '0')}`,
    }));
    const ids = await t.ctx.db.insert(ndcProducts).values(values).returning({ id: ndcProducts.id });
    for (const [i, p] of ids.entries())
      await receive(t.ctx.db, { inventorySiteId: t.f.main, ndcProductId: p.id, lotNumber: `ZZ-${i}` });
    const first = await list('search=Zz paging');
    expect(first.totalRecords).toBe(12);
    expect(first.data.map((r) => r.productName).at(-1)).toBe('Zz paging 09');
    const second = await list(`search=Zz paging&after=${first.nextCursor}`);
    expect(second.data.map((r) => r.productName)).toEqual(['Zz paging 10', 'Zz paging 11']);
    expect(second.nextCursor).toBeUndefined();
    const back = await list(`search=Zz paging&before=${second.prevCursor}`);
    expect(back.data.map((r) => r.productName)).toEqual(first.data.map((r) => r.productName));
    const other = await http.get(users.user, `${paths.list}?pageSize=10&after=${first.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect((await http.get(users.user, `${paths.list}?pageSize=10&after=bm90LWEtY3Vyc29y`)).statusCode).toBe(
      400,
    );
  });

  it('refuses bad filters and readers without the Inventory module', async () => {
    expect((await http.get(users.user, `${paths.list}?pageSize=10&siteId=2147483648`)).statusCode).toBe(400);
    expect((await http.get(users.user, `${paths.list}?pageSize=10&siteId=-1`)).statusCode).toBe(400);
    expect((await http.get(users.user, `${paths.list}?pageSize=10&status=lost`)).statusCode).toBe(400);
    expect((await http.get(users.user, `${paths.list}?pageSize=10&search=a%00b`)).statusCode).toBe(400);
    expect((await http.get(users.user, `${paths.lots}?siteId=0&productId=1`)).statusCode).toBe(400);
    for (const url of [`${paths.list}?pageSize=10`, `${paths.lots}?siteId=1&productId=1`, paths.sites]) {
      const denied = await http.get(users.outsider, url);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(messages.accessDenied);
    }
    const sites = await http.get(users.user, paths.sites);
    expect(sites.json().map((s: { text: string }) => s.text)).toEqual(['Main stock', 'Satellite']);
  });

  it('exports the rows the filters keep to Excel', async () => {
    const link = await http.get(users.user, `${paths.exportLink}?search=Zz%20paging`);
    expect(link.json()).toMatchObject({ isSuccessful: true });
    const file = await t.ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((r) => (Array.isArray(r) ? r.slice(1) : r)) as unknown[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['NDC', 'Product', 'Inventory Site']);
    expect(rows.map((r) => r[1]).slice(1)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Zz paging ${String(i).padStart(2, '0')}`),
    );
    expect((await http.get(users.outsider, paths.exportLink)).statusCode).toBe(403);
  });
});
