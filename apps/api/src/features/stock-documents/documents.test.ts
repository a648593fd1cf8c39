import { Module, Role } from '@homer/contracts/access';
import {
  stockDocumentPaths as paths,
  type StockDocument,
  type StockDocumentRow,
  stockDocumentKindLabels,
  stockDocumentMessages,
} from '@homer/contracts/stock-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockDocumentKinds } from '../../db/schema/stock.ts';
import { withTx } from '../../db/tx.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { reverseStockDocument } from '../../platform/stock/reverse-stock-document.ts';
import { actor, receive, rules, stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer } from '../../test/test-context.ts';

const t = stockTestContext();
let reader: string;
let outsider: string;
const docs = {} as {
  first: number;
  second: number;
  satellite: number;
  reversal: number;
  out: number;
  in: number;
};
let lot = 0;

beforeAll(async () => {
  const as = async (userName: string, module: Module, role: Role) =>
    (await createSignedInUser(t.ctx, { userName, access: [{ module, role }] })).token;
  reader = await as('documents-reader', Module.Inventory, Role.User);
  outsider = await as('documents-outsider', Module.NDC, Role.SystemAdmin);
  const { main, satellite, naloxone, amoxicillin } = t.f;
  const first = await receive(t.ctx.db, {
    inventorySiteId: main,
    ndcProductId: naloxone,
    lotNumber: 'DOC-A',
    quantity: 30,
    reference: 'PS-1001',
  });
  lot = first.lotId;
  docs.first = first.documentId;
  docs.second = (
    await receive(t.ctx.db, {
      inventorySiteId: main,
      ndcProductId: amoxicillin,
      lotNumber: 'DOC-B',
      quantity: 200,
      reference: 'PS-1002',
    })
  ).documentId;
  const atSatellite = await receive(t.ctx.db, {
    inventorySiteId: satellite,
    ndcProductId: naloxone,
    lotNumber: 'DOC-S',
    quantity: 5,
  });
  docs.satellite = atSatellite.documentId;
  await withTx(t.ctx.db, actor, async (tx) => {
    docs.reversal = (await reverseStockDocument(tx, actor, docs.second, 'Keyed twice', rules)).documentId;
    docs.out = (
      await postStockDocument(
        tx,
        actor,
        {
          kind: 'transfer_out',
          inventorySiteId: main,
          reference: 'Transfer #7',
          lines: [{ lotId: first.lotId, quantity: -4, reasonCode: 'transfer' }],
        },
        rules,
      )
    ).documentId;
    docs.in = (
      await postStockDocument(
        tx,
        actor,
        {
          kind: 'transfer_in',
          inventorySiteId: satellite,
          reference: 'Transfer #7',
          linkedDocumentId: docs.out,
          lines: [{ lotId: atSatellite.lotId, quantity: 4, reasonCode: 'transfer' }],
        },
        rules,
      )
    ).documentId;
  });
});

const get = (url: string, token = reader) =>
  t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) });
const ids = async (query: string) => {
  const res = await get(`${paths.list}?page=1&pageSize=25&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as StockDocumentRow[]).map((row) => row.id);
};

describe('stock documents', () => {
  it('are read by Inventory Users only', async () => {
    expect((await get(`${paths.list}?page=1&pageSize=25`, outsider)).statusCode).toBe(403);
    expect((await get(`${paths.document}?id=${docs.first}`, outsider)).statusCode).toBe(403);
    expect((await get(`${paths.list}?page=1&pageSize=25`, '')).statusCode).toBe(401);
  });

  it('lists every posted document newest first, by site, kind and reference', async () => {
    const all = [docs.in, docs.out, docs.reversal, docs.satellite, docs.second, docs.first];
    expect(await ids('')).toEqual(all);
    expect(await ids(`siteId=${t.f.satellite}`)).toEqual([docs.in, docs.satellite]);
    expect(await ids('kind=receipt')).toEqual([docs.satellite, docs.second, docs.first]);
    expect(await ids('search=ps-100')).toEqual([docs.second, docs.first]);
    const rows = (await get(`${paths.list}?page=1&pageSize=25&kind=receipt`)).json()
      .data as StockDocumentRow[];
    expect(rows.find((row) => row.id === docs.second)).toMatchObject({
      kind: 'receipt',
      siteName: 'Main stock',
      reference: 'PS-1002',
      lineCount: 1,
      postedBy: null,
      reversedBy: docs.reversal,
    });
  });

  it('shows one document with its lines and the documents tied to it', async () => {
    const one = async (id: number) => {
      const res = await get(`${paths.document}?id=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as StockDocument;
    };
    const out = await one(docs.out);
    expect(out).toMatchObject({
      kind: 'transfer_out',
      siteName: 'Main stock',
      linked: docs.in,
      lineCount: 1,
    });
    expect(out.lines).toEqual([
      {
        id: expect.any(Number),
        lotId: lot,
        lotNumber: 'DOC-A',
        expiryDate: '2030-01-31',
        ndc: '0409-4888-02',
        productName: 'Naloxone 0.4 mg/mL',
        dispensingUnit: 'vial',
        packSize: 10,
        quantity: -4,
        reasonLabel: expect.any(String),
      },
    ]);
    expect(await one(docs.in)).toMatchObject({ kind: 'transfer_in', linked: docs.out });
    expect(await one(docs.second)).toMatchObject({ reversedBy: docs.reversal, reverses: null });
    expect(await one(docs.reversal)).toMatchObject({
      kind: 'reversal',
      reverses: docs.second,
      note: 'Keyed twice',
    });
  });

  it('refuses a kind, a site or an id it does not know, with the field’s message', async () => {
    const refused = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { path: string; message: string }) => `${e.path}: ${e.message}`);
    };
    expect(await refused(`${paths.list}?page=1&pageSize=25&kind=gift`)).toEqual([
      'kind: That is not a kind of stock document.',
    ]);
    expect(await refused(`${paths.list}?page=1&pageSize=25&siteId=2147483648`)).toEqual([
      'siteId: Must be a whole number from 0 to 2147483647.',
    ]);
    expect(await refused(`${paths.list}?page=1&pageSize=25&search=a%00b`)).toEqual([
      'search: Contains characters that are not allowed.',
    ]);
    expect(await refused(`${paths.document}?id=0`)).toEqual([
      'id: Must be a whole number from 1 to 2147483647.',
    ]);
    const missing = await get(`${paths.document}?id=2147483647`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(stockDocumentMessages.notFound);
  });

  it('names every kind of document the ledger has', () => {
    expect(Object.keys(stockDocumentKindLabels).sort()).toEqual([...stockDocumentKinds].sort());
  });
});
