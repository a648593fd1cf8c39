import { Module, Role } from '@homer/contracts/access';
import { type CiOrderDetail, ciOrderPaths as paths } from '@homer/contracts/ci-orders';
import { repackJobPaths } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  allLineClearance,
  repackProducts,
  repackWorkstation,
  stockTestContext,
} from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { bearer, testPassword } from '../../test/test-context.ts';

export type Person = { token: string; userId: number };

/** Who works an order: the county's CI user, the pharmacy's staff, and people it is not theirs to see. */
const people = {
  county: { role: Role.User, at: 'county' },
  tech: { role: Role.Technician, at: 'central' },
  pharmacist: { role: Role.Pharmacist, at: 'central' },
  manager: { role: Role.Manager, at: 'central' },
  otherCounty: { role: Role.Manager, at: 'other' },
  outsider: { role: null, at: 'central' },
} as const;
type Name = keyof typeof people;

/**
 * The stock fixtures (Central Pharmacy with its main site) plus a county clinic that orders from it, another
 * county, a bulk product (bottles of 1,000 tablets) and its unit-dose card of 30, and the people above, pharmacy
 * staff at a repack workstation.
 */
export function orderTestContext() {
  const t = stockTestContext();
  const who = {} as Record<Name, Person>;
  const p = { bulk: 0, card: 0, county: 0, other: 0, central: 0 };
  beforeAll(async () => {
    const { db } = t.ctx;
    const { facilityIds } = await insertFacilities(db, [
      { name: 'Leon County Clinic' },
      { name: 'Bay County' },
    ]);
    [p.county, p.other] = facilityIds as [number, number];
    const { rows } = await db.execute<{ facilityId: number }>(
      sql`select facility_id as "facilityId" from inventory_sites where id = ${t.f.main}`,
    );
    p.central = rows[0]?.facilityId ?? 0;
    ({ bulk: p.bulk, card: p.card } = await repackProducts(db));
    const station = await repackWorkstation(db, p.central);
    for (const [name, person] of Object.entries(people) as [Name, (typeof people)[Name]][]) {
      who[name] = await createSignedInUser(t.ctx, {
        userName: `order-${name}`,
        access: [
          person.role === null
            ? { module: Module.Inventory, role: Role.SystemAdmin }
            : { module: Module.CI, role: person.role },
        ],
      });
      await db.execute(sql`insert into user_facilities (user_id, facility_id)
        values (${who[name].userId}, ${p[person.at]})`);
      if (person.at === 'central')
        await db.execute(sql`update users set ci_workstation_id = ${station} where id = ${who[name].userId}`);
    }
  });

  const post = (person: Person, path: string, body: object) =>
    t.ctx.app.inject({ method: 'POST', url: `/${path}`, headers: bearer(person.token), payload: body });
  const get = (person: Person | null, url: string) =>
    t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: person ? bearer(person.token) : {} });

  /** A command that must succeed: the order as it answers. */
  async function ok(person: Person, path: string, body: object): Promise<CiOrderDetail> {
    const res = await post(person, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as CiOrderDetail;
  }

  const draft = (cards: number, person = who.county) =>
    ok(person, paths.saveDraft, {
      id: 0,
      facilityId: p.county,
      supplyingSiteId: t.f.main,
      note: '',
      items: [{ productId: p.card, cardsOrdered: cards }],
    });

  /** Draft → Submitted → Approved → Purchasing, with one purchase of `bottles`. */
  async function bought(
    cards: number,
    bottles: { ordered: number; invoiced: number },
    invoiceNumber = 'INV-1',
  ) {
    const order = await draft(cards);
    await ok(who.county, paths.submit, { id: order.id });
    await ok(who.manager, paths.approve, { id: order.id });
    return ok(who.manager, paths.savePurchase, {
      orderId: order.id,
      id: 0,
      supplierName: 'Cardinal Health',
      invoiceNumber,
      purchaseOrderId: 0,
      lines: [{ productId: p.bulk, bottlesOrdered: bottles.ordered, bottlesInvoiced: bottles.invoiced }],
    });
  }

  const receiveBottles = (order: CiOrderDetail, bottles: number, lotNumber: string, unitCost = '0.0200') =>
    ok(who.tech, paths.receive, {
      orderId: order.id,
      purchaseId: order.purchases[0]?.id,
      lines: [{ productId: p.bulk, lotNumber, expiryDate: '2031-06-30', bottles, unitCost }],
    });

  /** A repack job of the order from `lotId`, run to the end: released by the pharmacist unless `release` is false. */
  async function repack(
    order: CiOrderDetail,
    lotId: number,
    made: { cards: number; waste: number },
    release = true,
  ): Promise<number> {
    const saved = await post(who.tech, repackJobPaths.save, {
      id: 0,
      inventorySiteId: t.f.main,
      outputProductId: p.card,
      plannedCards: made.cards,
      containerClass: 'A',
      ciOrderId: order.id,
      sources: [{ lotId, quantity: made.cards * 30 + made.waste }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const jobId = saved.json().model.id as number;
    for (const [path, body] of [
      [repackJobPaths.start, { jobId, lineClearance: allLineClearance }],
      [repackJobPaths.complete, { jobId, actualCards: made.cards, wasteUnits: made.waste, sampleUnits: 0 }],
      ...(release ? [[repackJobPaths.release, { jobId, password: testPassword }] as const] : []),
    ] as const) {
      const res = await post(path === repackJobPaths.release ? who.pharmacist : who.tech, path, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    return jobId;
  }

  /** The lot of `lotNumber` at the main site. */
  async function lotId(lotNumber: string): Promise<number> {
    const { rows } = await t.ctx.db.execute<{ id: number }>(
      sql`select id from stock_lots where lot_number = ${lotNumber} and inventory_site_id = ${t.f.main}`,
    );
    return rows[0]?.id ?? 0;
  }

  const orderOf = async (person: Person, id: number) => {
    const res = await get(person, `${paths.order}?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as CiOrderDetail;
  };

  return { t, who, p, post, get, ok, draft, bought, receiveBottles, repack, lotId, orderOf };
}

/** Everything orders and the ledger hold, to show a refusal stored nothing. */
export async function orderState(t: ReturnType<typeof stockTestContext>) {
  const { rows } = await t.ctx.db.execute<{ state: string }>(sql`
    select concat_ws('|',
      (select string_agg(concat_ws(':', id, status, facility_id, supplying_site_id, note), ',' order by id)
        from ci_orders),
      (select string_agg(concat_ws(':', id, order_id, product_id, cards_ordered, cards_received, cards_rejected), ','
        order by id) from ci_order_items),
      (select count(*) from ci_order_events),
      (select string_agg(concat_ws(':', id, invoice_number, supplier_name, purchase_order_id), ',' order by id)
        from ci_order_purchases),
      (select string_agg(concat_ws(':', purchase_id, product_id, bottles_ordered, bottles_invoiced), ','
        order by id) from ci_order_purchase_lines),
      (select string_agg(id || ':' || on_hand || '/' || allocated || ':' || status, ',' order by id) from stock_lots),
      (select count(*) from stock_movements),
      (select string_agg(id || ':' || coalesce(ci_order_id, 0), ',' order by id) from repack_jobs)) as state`);
  return rows[0]?.state;
}
