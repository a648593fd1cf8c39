import { Module, Role } from '@homer/contracts/access';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userFacilities } from '../../db/schema/core.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { fdaRecalls, inventorySites } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createUser } from '../../test/test-context.ts';
import { allocateFefo } from '../stock/allocate-stock.ts';
import { StockRefusal } from '../stock/post-stock-document.ts';
import { stockOfNdc, stockTestContext } from '../stock/stock-test-fixtures.ts';
import { notifyRecalledLots, recallMatchedLots } from './recall-stock.ts';

const t = stockTestContext();
const statusOf = async (lotId: number) =>
  (await t.ctx.db.select({ s: stockLots.status }).from(stockLots).where(eq(stockLots.id, lotId)))[0]?.s;
const recall = (recallNumber: string, ndc: string, codeInfo: string, status = 'Ongoing') =>
  t.ctx.db.insert(fdaRecalls).values({ recallNumber, status, packageNdcs: [ndc], codeInfo });
const match = () => withTx(t.ctx.db, systemActor, (tx) => recallMatchedLots(tx));

describe('recalls act on stock (decision 099)', () => {
  it('recalls the lots a recall names, leaves the others, and changes nothing the second time', async () => {
    const site = t.f.main;
    const named = await stockOfNdc(t.ctx.db, {
      inventorySiteId: site,
      ndc: '1111-2222-01',
      lotNumber: 'RC1',
      quantity: 5,
    });
    const other = await stockOfNdc(t.ctx.db, {
      inventorySiteId: site,
      ndc: '1111-2222-01',
      lotNumber: 'RC2',
      quantity: 5,
    });
    const empty = await stockOfNdc(t.ctx.db, {
      inventorySiteId: site,
      ndc: '1111-2222-01',
      lotNumber: 'RC3',
      quantity: 0,
    });
    const held = await stockOfNdc(t.ctx.db, {
      inventorySiteId: site,
      ndc: '1111-2222-01',
      lotNumber: 'RC4',
      quantity: 2,
    });
    await t.ctx.db.update(stockLots).set({ status: 'on_hold' }).where(eq(stockLots.id, held));
    await recall('D-7001-2026', '1111-2222-01', 'Lot #: RC1, rc4; Exp 03/2027');
    await recall('D-7002-2026', '1111-2222-01', 'Lot RC2', 'Terminated');
    const recalled = await match();
    expect(recalled.map((l) => [l.lotNumber, l.recallNumber, l.onHand]).sort()).toEqual([
      ['RC1', 'D-7001-2026', 5],
      ['RC4', 'D-7001-2026', 2],
    ]);
    expect([
      await statusOf(named),
      await statusOf(other),
      await statusOf(empty),
      await statusOf(held),
    ]).toEqual(['recalled', 'available', 'available', 'recalled']);
    expect(await match()).toEqual([]);
  });

  it('recalls every lot of the product when the recall is of all lots or names none', async () => {
    const a = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndc: '3333-4444-01',
      lotNumber: 'W1',
      quantity: 3,
    });
    const b = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.satellite,
      ndc: '3333-4444-01',
      lotNumber: 'W2',
      quantity: 3,
    });
    const c = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndc: '3333-4445-01',
      lotNumber: 'W3',
      quantity: 3,
    });
    await recall('D-7003-2026', '3333-4444-01', 'All units within expiry');
    await recall('D-7013-2026', '3333-4445-01', 'All lots within expiry');
    await match();
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual([
      'recalled',
      'recalled',
      'recalled',
    ]);
  });

  it('a recalled lot is never allocated: a demand short of other stock is refused', async () => {
    const lotId = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndc: '5555-6666-01',
      lotNumber: 'A1',
      quantity: 10,
    });
    await recall('D-7004-2026', '5555-6666-01', 'Lot A1');
    await match();
    const [lot] = await t.ctx.db.select().from(stockLots).where(eq(stockLots.id, lotId));
    const work = withTx(t.ctx.db, systemActor, (tx) =>
      allocateFefo(tx, {
        inventorySiteId: t.f.main,
        ndcProductId: lot?.ndcProductId ?? 0,
        quantity: 1,
        demand: { kind: 'test', id: 1 },
      }),
    );
    await expect(work).rejects.toBeInstanceOf(StockRefusal);
  });

  it('tells the Inventory staff of the lot’s facility, and no one else', async () => {
    const lotId = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndc: '7777-8888-01',
      lotNumber: 'N1',
      quantity: 4,
    });
    const [site] = await t.ctx.db.select().from(inventorySites).where(eq(inventorySites.id, t.f.main));
    const member = await createUser(t.ctx.db, {
      userName: 'recall-tech',
      access: [{ module: Module.Inventory, role: Role.Technician }],
    });
    const reader = await createUser(t.ctx.db, {
      userName: 'recall-reader',
      access: [{ module: Module.Inventory, role: Role.User }],
    });
    // Inventory staff of another facility.
    await createUser(t.ctx.db, {
      userName: 'recall-outsider',
      access: [{ module: Module.Inventory, role: Role.Technician }],
    });
    await t.ctx.db.insert(userFacilities).values([
      { userId: member, facilityId: site?.facilityId ?? 0 },
      { userId: reader, facilityId: site?.facilityId ?? 0 },
    ]);
    await t.ctx.db.execute(
      sql`update ndc_products set dispensing_unit = 'vial', pack_size = 2 where ndc = '7777-8888-01'`,
    );
    await recall('D-7005-2026', '7777-8888-01', 'Lot N1');
    await withTx(t.ctx.db, systemActor, async (tx) =>
      notifyRecalledLots(tx, t.ctx.config, await recallMatchedLots(tx)),
    );
    const { rows } = await t.ctx.db.execute<{ userId: number; link: string; message: string }>(
      sql`select user_id as "userId", link, message from ${userNotifications}
          where type_key = 'pharmacy.stock-recalled'`,
    );
    expect(rows).toEqual([
      { userId: member, link: `inventories/stock/lot/${lotId}`, message: expect.any(String) },
    ]);
    // Units and packs, as every stock screen shows them.
    expect(rows[0]?.message).toContain('The 4 vials (2 packs of 2) at Main stock are now Recalled');
  });
});
