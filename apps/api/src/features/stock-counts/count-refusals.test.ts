import { fieldMessages } from '@homer/contracts/fields';
import {
  stockCountMessages as m,
  stockCountPaths as paths,
  type StockCount,
} from '@homer/contracts/stock-counts';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { allocateFefo } from '../../platform/stock/allocate-stock.ts';
import { actor, receive } from '../../platform/stock/stock-test-fixtures.ts';
import { countState, countTestContext } from './count-test-setup.ts';

const c = countTestContext();
const { t, who } = c;
let count: StockCount;
let otherSiteLot: number;
let otherProductLot: number;
beforeAll(async () => {
  const { main, satellite, naloxone, amoxicillin } = t.f;
  await receive(t.ctx.db, { inventorySiteId: main, ndcProductId: naloxone, lotNumber: 'NA1', quantity: 10 });
  otherProductLot = (
    await receive(t.ctx.db, {
      inventorySiteId: main,
      ndcProductId: amoxicillin,
      lotNumber: 'AM1',
      quantity: 5,
    })
  ).lotId;
  otherSiteLot = (
    await receive(t.ctx.db, {
      inventorySiteId: satellite,
      ndcProductId: naloxone,
      lotNumber: 'SAT1',
      quantity: 10,
    })
  ).lotId;
  count = (
    await c.start(who.tech, { inventorySiteId: main, scope: 'products', ndcProductIds: [naloxone] })
  ).json().model;
});

/** Each refused request answers `status` with `message` and changes nothing. */
async function refused(
  request: Promise<{ statusCode: number; json: () => { message: string } }>,
  status: number,
  message: string | RegExp,
) {
  const before = await countState(t);
  const response = await request;
  expect(response.statusCode).toBe(status);
  if (typeof message === 'string') expect(response.json().message).toBe(message);
  else expect(response.json().message).toMatch(message);
  expect(await countState(t)).toBe(before);
}

describe('stock count refusals store nothing', () => {
  it('refuses counted quantities that are not whole units within range', async () => {
    const line = count.lines[0]?.id ?? 0;
    for (const quantity of [-1, 2147483648, 1.5, '12', null])
      await refused(c.enter(who.tech, count.id, line, quantity), 400, m.quantityInvalid);
  });

  it('refuses unknown counts and lines, NUL characters, and lots of another site or product', async () => {
    await refused(c.enter(who.tech, 999999, count.lines[0]?.id ?? 0, 1), 404, m.notFound);
    await refused(c.enter(who.tech, count.id, 999999, 1), 404, m.lineNotFound);
    await refused(c.enter(who.tech, 2147483648, 1, 1), 400, m.notFound);
    await refused(c.get(who.reader, `${paths.count}?id=999999`), 404, m.notFound);
    const add = (body: object) => c.post(who.tech, paths.addLine, { countId: count.id, ...body });
    await refused(
      add({ ndc: '0409-4888-02', lotNumber: 'BAD\u0000LOT', expiryDate: '' }),
      400,
      fieldMessages.characters,
    );
    await refused(
      add({ ndc: '0409-4888-02', lotNumber: 'OK1', expiryDate: '2030-02-30' }),
      400,
      m.expiryInvalid,
    );
    await refused(
      add({ ndc: '9999-9999-99', lotNumber: 'OK1', expiryDate: '' }),
      400,
      'NDC 9999-9999-99 is not in the formulary; add it there first.',
    );
    await refused(
      add({ lotId: otherSiteLot }),
      400,
      'Lot SAT1 (0409-4888-02) belongs to another inventory site.',
    );
    await refused(
      add({ lotId: otherProductLot }),
      400,
      'Lot AM1 (0093-0058-01) is of a product this count does not cover.',
    );
    await refused(add({ lotId: 999999 }), 404, 'Lot #999999 does not exist.');
    await refused(
      add({ ndc: '0409-4888-02', lotNumber: 'NA1', expiryDate: '2029-12-31' }),
      400,
      /is stocked here with expiry 2030-01-31/,
    );
  });

  it('refuses a start without a site or products, and submitting with lines not counted', async () => {
    await refused(
      c.start(who.tech, { inventorySiteId: 0, scope: 'all', ndcProductIds: [] }),
      400,
      m.siteRequired,
    );
    await refused(
      c.start(who.tech, { inventorySiteId: 999999, scope: 'all', ndcProductIds: [] }),
      400,
      m.siteNotFound,
    );
    await refused(
      c.start(who.tech, { inventorySiteId: t.f.satellite, scope: 'products', ndcProductIds: [] }),
      400,
      m.productsRequired,
    );
    await refused(
      c.start(who.tech, { inventorySiteId: t.f.satellite, scope: 'products', ndcProductIds: [999999] }),
      400,
      m.productNotFound,
    );
    await refused(c.submit(who.tech, count.id), 400, '1 line is not counted yet: lot NA1 (0409-4888-02).');
    await refused(c.verify(who.pharmacist, count.id), 400, 'This count is not awaiting verification.');
    await refused(c.post(who.reader, paths.cancel, { countId: count.id }), 403, /./);
    await refused(c.post(who.outsider, paths.enter, { countId: count.id, lineId: 1, quantity: 1 }), 403, /./);
  });

  it("shows the ledger's refusal when allocated units make the variance impossible, and posts nothing", async () => {
    const { satellite, naloxone } = t.f;
    await withTx(t.ctx.db, actor, (tx) =>
      allocateFefo(tx, {
        inventorySiteId: satellite,
        ndcProductId: naloxone,
        quantity: 8,
        demand: { kind: 'refill_shipment', id: 1 },
      }),
    );
    let short: StockCount = (
      await c.start(who.tech, { inventorySiteId: satellite, scope: 'all', ndcProductIds: [] })
    ).json().model;
    const line = short.lines[0]?.id ?? 0;
    await c.enter(who.tech, short.id, line, 5);
    await c.submit(who.tech, short.id);
    await c.enter(who.tech, short.id, line, 5);
    short = (await c.submit(who.tech, short.id)).json().model;
    expect(short.status).toBe('pending_verification');
    await refused(
      c.verify(who.pharmacist, short.id),
      400,
      'The count cannot be posted: Only 2 available in lot SAT1 (0409-4888-02). Release what is allocated from the lot, or cancel the count.',
    );
  });
});
