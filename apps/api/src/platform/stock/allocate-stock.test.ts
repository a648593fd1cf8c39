import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockAllocations, stockLots } from '../../db/schema/stock.ts';
import { withTx } from '../../db/tx.ts';
import {
  type AllocationRequest,
  allocateFefo,
  allocateFefoMany,
  releaseAllocations,
  shipAllocations,
} from './allocate-stock.ts';
import { postStockDocument } from './post-stock-document.ts';
import { findStockDrift } from './stock-drift.ts';
import { actor, receive, refusalOf, rules, stockTestContext } from './stock-test-fixtures.ts';

const t = stockTestContext();

let demandId = 0;
const nextDemand = () => ({ kind: 'refill_shipment', id: ++demandId });

/** Each test stocks its own product, so no test sees another's lots. */
let productCounter = 0;
async function product() {
  productCounter += 1;
  const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
    insert into ndc_products (ndc, product_name, dispensing_unit, pack_size)
    values (${`5${String(productCounter).padStart(3, '0')}-0000-01`}, ${`Product ${productCounter}`}, 'tablet', 30)
    returning id`);
  return rows[0]?.id as number;
}

const lot = (ndcProductId: number, lotNumber: string, quantity: number, expiryDate: string | null) =>
  receive(t.ctx.db, { inventorySiteId: t.f.main, ndcProductId, lotNumber, quantity, expiryDate });

const allocate = (request: Omit<AllocationRequest, 'inventorySiteId'>) =>
  withTx(t.ctx.db, actor, (tx) =>
    allocateFefo(tx, { inventorySiteId: t.f.main, today: '2026-11-28', ...request }),
  );

const lotsById = async (ids: number[]) =>
  new Map(
    (
      await t.ctx.db
        .select({ id: stockLots.id, onHand: stockLots.onHand, allocated: stockLots.allocated })
        .from(stockLots)
        .where(inArray(stockLots.id, ids))
    ).map((l) => [l.id, l]),
  );

describe('first expiry first out', () => {
  it('takes the earliest-expiring available lots, skipping expired and held ones, no-expiry last', async () => {
    const p = await product();
    const late = await lot(p, 'LATE', 10, '2030-03-31');
    const early = await lot(p, 'EARLY', 10, '2030-01-31');
    const none = await lot(p, 'NOEXP', 10, null);
    await lot(p, 'OLD', 10, '2026-11-27');
    const held = await lot(p, 'HELD', 10, '2029-01-31');
    await t.ctx.db.update(stockLots).set({ status: 'on_hold' }).where(eq(stockLots.id, held.lotId));

    const taken = await allocate({
      ndcProductId: p,
      quantity: 25,
      demand: nextDemand(),
      neededUntil: '2030-02-15',
    });
    expect(taken.map((a) => [a.lotNumber, a.quantity, a.expiresTooSoon])).toEqual([
      ['EARLY', 10, true],
      ['LATE', 10, false],
      ['NOEXP', 5, false],
    ]);
    const lots = await lotsById([early.lotId, late.lotId, none.lotId]);
    expect([early, late, none].map((l) => lots.get(l.lotId)?.allocated)).toEqual([10, 10, 5]);
  });

  it('refuses short stock with what the site has, and sets nothing aside', async () => {
    const p = await product();
    await lot(p, 'A', 4, '2030-01-31');
    await lot(p, 'B', 3, '2027-01-31');
    await allocate({ ndcProductId: p, quantity: 2, demand: nextDemand() });
    const before = await t.ctx.db.select().from(stockAllocations);
    expect(await refusalOf(allocate({ ndcProductId: p, quantity: 6, demand: nextDemand() }))).toBe(
      'Only 5 available of this product at this inventory site.',
    );
    for (const quantity of [0, -1, 2.5, 1_000_000_001])
      expect(await refusalOf(allocate({ ndcProductId: p, quantity, demand: nextDemand() }))).toBe(
        'A quantity must be a whole number of units from 1 to 1000000000.',
      );
    expect(await t.ctx.db.select().from(stockAllocations)).toEqual(before);
  });
});

describe("a shipment's lines at once", () => {
  it("shares each product's lots between its demands in order, and sets nothing aside for a line it cannot fill", async () => {
    const [p, q] = [await product(), await product()];
    const early = (await lot(p, 'E', 5, '2027-01-31')).lotId;
    const late = (await lot(p, 'L', 5, '2029-01-31')).lotId;
    const other = (await lot(q, 'Q', 2, '2028-01-31')).lotId;
    const [first, second, third, fourth] = [nextDemand(), nextDemand(), nextDemand(), nextDemand()];
    const outcomes = await withTx(t.ctx.db, actor, (tx) =>
      allocateFefoMany(
        tx,
        [
          { ndcProductId: p, quantity: 4, demand: first },
          { ndcProductId: p, quantity: 4, demand: second },
          { ndcProductId: q, quantity: 3, demand: third },
          { ndcProductId: p, quantity: 2, demand: fourth, neededUntil: '2030-01-01' },
        ].map((r) => ({ ...r, inventorySiteId: t.f.main, today: '2026-11-28' })),
      ),
    );
    const taken = (o: (typeof outcomes)[number] | undefined) =>
      o && 'allocations' in o ? o.allocations.map((a) => [a.lotNumber, a.quantity, a.expiresTooSoon]) : o;
    expect(outcomes.map(taken)).toEqual([
      [['E', 4, false]],
      [
        ['E', 1, false],
        ['L', 3, false],
      ],
      { short: { available: 2 } },
      [['L', 2, true]],
    ]);
    const lots = await lotsById([early, late, other]);
    expect([early, late, other].map((id) => lots.get(id)?.allocated)).toEqual([5, 5, 0]);
    const rows = await t.ctx.db
      .select()
      .from(stockAllocations)
      .where(eq(stockAllocations.demandId, third.id));
    expect(rows).toEqual([]);
  });
});

describe('a demand that ships or is cancelled', () => {
  it('ships its allocated units in one document that names the demand, and releases nothing twice', async () => {
    const p = await product();
    const a = await lot(p, 'SHIP-A', 6, '2030-01-31');
    const b = await lot(p, 'SHIP-B', 6, '2030-06-30');
    const demand = nextDemand();
    await allocate({ ndcProductId: p, quantity: 8, demand });
    const { documentId } = await withTx(t.ctx.db, actor, (tx) =>
      shipAllocations(tx, actor, { inventorySiteId: t.f.main, demand, reference: 'Refill 42' }, rules),
    );
    const lots = await lotsById([a.lotId, b.lotId]);
    expect([lots.get(a.lotId), lots.get(b.lotId)].map((l) => [l?.onHand, l?.allocated])).toEqual([
      [0, 0],
      [4, 0],
    ]);
    // Who received lot SHIP-B: the demand, through the shipment document.
    const { rows } = await t.ctx.db.execute<{ kind: string; id: number; units: number }>(sql`
      select d.demand_kind as kind, d.demand_id as id, -m.quantity as units
      from stock_movements m join stock_documents d on d.id = m.document_id
      where m.lot_id = ${b.lotId} and d.kind = 'shipment'`);
    expect(rows).toEqual([{ kind: demand.kind, id: demand.id, units: 2 }]);
    expect(documentId).toBeGreaterThan(0);
    expect(
      await refusalOf(
        withTx(t.ctx.db, actor, (tx) =>
          shipAllocations(tx, actor, { inventorySiteId: t.f.main, demand }, rules),
        ),
      ),
    ).toBe('Nothing is allocated to this shipment.');
  });

  it('gives a cancelled demand its units back', async () => {
    const p = await product();
    const a = await lot(p, 'CANCEL', 5, '2030-01-31');
    const demand = nextDemand();
    await allocate({ ndcProductId: p, quantity: 5, demand });
    expect(await withTx(t.ctx.db, actor, (tx) => releaseAllocations(tx, demand))).toBe(5);
    expect((await lotsById([a.lotId])).get(a.lotId)?.allocated).toBe(0);
    expect(await withTx(t.ctx.db, actor, (tx) => releaseAllocations(tx, demand))).toBe(0);
  });
});

describe('allocations at the same moment', () => {
  it('never set aside more than the lots hold', async () => {
    const p = await product();
    const lots = [await lot(p, 'RACE-1', 6, '2030-01-31'), await lot(p, 'RACE-2', 4, '2030-02-28')];
    // Another transaction holds the lots while all four start, so all four reach them at the same moment.
    let locked = () => {};
    const held = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const gate = t.ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from stock_lots where id in (${lots[0]?.lotId}, ${lots[1]?.lotId}) for update`,
      );
      locked();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await held;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        refusalOf(allocate({ ndcProductId: p, quantity: 3, demand: nextDemand() })),
      ),
    );
    await gate;
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect(results.filter((r) => r !== null)).toEqual([
      'Only 1 available of this product at this inventory site.',
    ]);
  });
});

describe('allocations, shipments, cancellations and adjustments in any order', () => {
  it('keep each lot within 0 ≤ allocated ≤ on hand, allocated = Σ allocations, on hand = Σ ledger', async () => {
    const p = await product();
    const lots = [await lot(p, 'MIX-1', 10, '2030-01-31'), await lot(p, 'MIX-2', 10, '2031-01-31')];
    const ids = lots.map((l) => l.lotId);
    const open: { kind: string; id: number }[] = [];
    const step = fc.oneof(
      fc.record({ op: fc.constant('allocate' as const), quantity: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ op: fc.constant('ship' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({
        op: fc.constant('adjust' as const),
        lot: fc.integer({ min: 0, max: 1 }),
        quantity: fc.integer({ min: -8, max: 8 }).filter((n) => n !== 0),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'allocate') {
            const demand = nextDemand();
            if ((await refusalOf(allocate({ ndcProductId: p, quantity: s.quantity, demand }))) === null)
              open.push(demand);
          } else if (s.op === 'adjust') {
            await refusalOf(
              withTx(t.ctx.db, actor, (tx) =>
                postStockDocument(
                  tx,
                  actor,
                  {
                    kind: 'adjustment',
                    inventorySiteId: t.f.main,
                    lines: [
                      { lotId: ids[s.lot] as number, quantity: s.quantity, reasonCode: 'lot_correction' },
                    ],
                  },
                  rules,
                ),
              ),
            );
          } else if (open.length > 0) {
            const [demand] = open.splice(s.pick % open.length, 1);
            if (!demand) continue;
            await withTx(t.ctx.db, actor, async (tx) => {
              if (s.op === 'ship')
                await shipAllocations(tx, actor, { inventorySiteId: t.f.main, demand }, rules);
              else await releaseAllocations(tx, demand);
            });
          }
          const { rows } = await t.ctx.db.execute<{ bad: number }>(sql`
            select count(*)::int as bad from stock_lots l
            where l.id = any(${`{${ids.join(',')}}`}::int[])
              and (l.allocated < 0 or l.allocated > l.on_hand
                or l.allocated <> coalesce((select sum(a.quantity) from stock_allocations a where a.lot_id = l.id), 0))`);
          expect(rows[0]?.bad).toBe(0);
        }
        expect(await findStockDrift(t.ctx.db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
