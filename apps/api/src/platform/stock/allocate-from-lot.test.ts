import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockLots } from '../../db/schema/stock.ts';
import { withTx } from '../../db/tx.ts';
import { allocatableLots } from './allocatable-lots.ts';
import { allocateFromLot, type LotAllocationRequest } from './allocate-from-lot.ts';
import { shipAllocations } from './allocate-stock.ts';
import { changeAllocatedLot } from './change-allocated-lot.ts';
import { demandAllocations } from './demand-allocations.ts';
import { shipmentsOfLot } from './shipments-of-lot.ts';
import { actor, ledgerState, receive, refusalOf, rules, stockTestContext } from './stock-test-fixtures.ts';

const t = stockTestContext();
const today = '2026-11-28';
let demandId = 0;
const nextDemand = () => ({ kind: 'refill_item', id: ++demandId });

const lot = (lotNumber: string, quantity: number, expiryDate: string | null, site = t.f.main) =>
  receive(t.ctx.db, {
    inventorySiteId: site,
    ndcProductId: t.f.amoxicillin,
    lotNumber,
    quantity,
    expiryDate,
  });

const fromLot = (request: Omit<LotAllocationRequest, 'inventorySiteId' | 'ndcProductId' | 'today'>) =>
  withTx(t.ctx.db, actor, (tx) =>
    allocateFromLot(tx, { inventorySiteId: t.f.main, ndcProductId: t.f.amoxicillin, today, ...request }),
  );

describe('allocating from a chosen lot', () => {
  it('sets units of that lot aside and flags an expiry before the supply runs out', async () => {
    const a = await lot('PICK-A', 10, '2027-01-31');
    const demand = nextDemand();
    const taken = await fromLot({ lotId: a.lotId, quantity: 4, demand, neededUntil: '2027-02-28' });
    expect(taken).toMatchObject({ lotNumber: 'PICK-A', quantity: 4, expiresTooSoon: true });
    const [row] = await t.ctx.db.select().from(stockLots).where(eq(stockLots.id, a.lotId));
    expect(row?.allocated).toBe(4);
    expect(await demandAllocations(t.ctx.db, demand.kind, [demand.id], today)).toEqual([
      expect.objectContaining({ demandId: demand.id, lotNumber: 'PICK-A', quantity: 4, status: 'available' }),
    ]);
  });

  it('refuses another site’s lot, another product’s lot, a held or expired lot, short stock and junk', async () => {
    const other = await lot('PICK-SAT', 10, '2030-01-31', t.f.satellite);
    const naloxone = await receive(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndcProductId: t.f.naloxone,
      lotNumber: 'PICK-NAL',
      quantity: 10,
    });
    const held = await lot('PICK-HELD', 10, '2030-01-31');
    await t.ctx.db.update(stockLots).set({ status: 'on_hold' }).where(eq(stockLots.id, held.lotId));
    const old = await lot('PICK-OLD', 10, '2026-11-27');
    const short = await lot('PICK-SHORT', 3, '2030-01-31');
    const before = await ledgerState(t.ctx.db);
    const cases: [number, number, string][] = [
      [other.lotId, 1, 'Lot PICK-SAT (0093-0058-01) belongs to another inventory site.'],
      [naloxone.lotId, 1, 'Lot PICK-NAL (0409-4888-02) is of another product.'],
      [held.lotId, 1, 'Lot PICK-HELD (0093-0058-01) is on hold and cannot be allocated.'],
      [old.lotId, 1, 'Lot PICK-OLD (0093-0058-01) is expired and cannot be allocated.'],
      [short.lotId, 4, 'Only 3 available in lot PICK-SHORT (0093-0058-01).'],
      [2147483647, 1, 'Lot #2147483647 does not exist.'],
      [short.lotId, -1, 'A quantity must be a whole number of units from 1 to 1000000000.'],
      [short.lotId, 2147483648, 'A quantity must be a whole number of units from 1 to 1000000000.'],
    ];
    for (const [lotId, quantity, message] of cases)
      expect(await refusalOf(fromLot({ lotId, quantity, demand: nextDemand() }))).toBe(message);
    expect(await ledgerState(t.ctx.db)).toEqual(before);
  });
});

describe('changing the allocated lot', () => {
  it('gives the units back to one lot and takes them from the other, in one transaction', async () => {
    const early = await lot('CHG-EARLY', 5, '2027-03-31');
    const late = await lot('CHG-LATE', 5, '2028-03-31');
    const demand = nextDemand();
    await fromLot({ lotId: early.lotId, quantity: 5, demand });
    const choices = await allocatableLots(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndcProductId: t.f.amoxicillin,
      today,
    });
    expect(choices.map((c) => c.lotNumber)).toContain('CHG-LATE');
    expect(choices.map((c) => c.lotNumber)).not.toContain('CHG-EARLY');
    const change = (fromLotId: number, lotId: number) =>
      withTx(t.ctx.db, actor, (tx) =>
        changeAllocatedLot(tx, {
          demand,
          fromLotId,
          lotId,
          inventorySiteId: t.f.main,
          ndcProductId: t.f.amoxicillin,
          today,
        }),
      );
    expect(await change(early.lotId, late.lotId)).toMatchObject({ lotNumber: 'CHG-LATE', quantity: 5 });
    const allocated = async (id: number) =>
      (await t.ctx.db.select().from(stockLots).where(eq(stockLots.id, id)))[0]?.allocated;
    expect([await allocated(early.lotId), await allocated(late.lotId)]).toEqual([0, 5]);
    // The move back is refused whole when the target lot was held meanwhile: the units stay where they are.
    await t.ctx.db.update(stockLots).set({ status: 'recalled' }).where(eq(stockLots.id, early.lotId));
    expect(await refusalOf(change(late.lotId, early.lotId))).toBe(
      'Lot CHG-EARLY (0093-0058-01) is recalled and cannot be allocated.',
    );
    expect([await allocated(early.lotId), await allocated(late.lotId)]).toEqual([0, 5]);
    expect(await refusalOf(change(early.lotId, late.lotId))).toBe(
      'Nothing of that lot is allocated here any more.',
    );
  });
});

describe('where a lot was shipped', () => {
  it('lists each shipment document of the lot with its demand and units', async () => {
    const a = await lot('SHIPPED', 20, '2030-01-31');
    const demands = [nextDemand(), nextDemand()];
    for (const [n, demand] of demands.entries())
      await withTx(t.ctx.db, actor, async (tx) => {
        await allocateFromLot(tx, {
          lotId: a.lotId,
          quantity: n + 3,
          demand,
          inventorySiteId: t.f.main,
          ndcProductId: t.f.amoxicillin,
        });
        await shipAllocations(tx, actor, { inventorySiteId: t.f.main, demand, reference: `Rx ${n}` }, rules);
      });
    const shipped = await shipmentsOfLot(t.ctx.db, a.lotId);
    expect(shipped.map(({ demandKind, demandId, quantity }) => ({ demandKind, demandId, quantity }))).toEqual(
      demands.map((d, n) => ({ demandKind: d.kind, demandId: d.id, quantity: n + 3 })),
    );
    expect(shipped[0]?.occurredAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const { rows } = await t.ctx.db.execute<{ onHand: number }>(
      sql`select on_hand as "onHand" from stock_lots where id = ${a.lotId}`,
    );
    expect(rows[0]?.onHand).toBe(13);
    expect(await shipmentsOfLot(t.ctx.db, 2147483647)).toEqual([]);
  });
});
