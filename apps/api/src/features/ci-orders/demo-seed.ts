import { type CiOrderStatus, ciOrderNumberOf } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import type { Tx } from '../../db/tx.ts';
import { allocateFefoMany, shipAllocations } from '../../platform/stock/allocate-stock.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { arrivingLot, receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { orderDemand } from './order-ledger.ts';

const rules = { backdateDays: 400 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type Plan = {
  /** How far the order got. */
  to: CiOrderStatus;
  cards: number;
  /** Bottles ordered and invoiced on its purchase, and received into stock. */
  bottles?: { ordered: number; invoiced: number; received: number };
  /** Cards made by its released repack job, with the job's waste. */
  repack?: { cards: number; waste: number };
  returnedUnits?: number;
  /** Cards the county rejected. */
  rejected?: number;
  note?: string;
  startedDaysAgo: number;
};

/**
 * Ten county orders from Leon County Clinic to Central Pharmacy's main inventory (decision 107), one at every
 * status, each carried there by the same ledger postings the order's steps make: the purchase, bottles received
 * for the order, a released repack job of the order, the shipment and the county's receipt. The closed order
 * balances; the one received by the county had a bottle more invoiced than ordered and units over; the one
 * repacking is a bottle short: so the printable report shows its empty text, overages and shortages.
 */
const plans: Plan[] = [
  { to: 'Draft', cards: 20, startedDaysAgo: 1 },
  { to: 'Submitted', cards: 30, startedDaysAgo: 2 },
  { to: 'Approved', cards: 10, startedDaysAgo: 4 },
  { to: 'Purchasing', cards: 40, bottles: { ordered: 2, invoiced: 2, received: 0 }, startedDaysAgo: 6 },
  { to: 'Received', cards: 30, bottles: { ordered: 1, invoiced: 1, received: 1 }, startedDaysAgo: 9 },
  {
    to: 'Repacking',
    cards: 60,
    bottles: { ordered: 2, invoiced: 2, received: 1 },
    repack: { cards: 30, waste: 10 },
    startedDaysAgo: 12,
  },
  {
    to: 'Shipped',
    cards: 30,
    bottles: { ordered: 1, invoiced: 1, received: 1 },
    repack: { cards: 30, waste: 6 },
    startedDaysAgo: 16,
  },
  {
    to: 'Received by county',
    cards: 60,
    bottles: { ordered: 2, invoiced: 3, received: 2 },
    repack: { cards: 60, waste: 12 },
    rejected: 2,
    note: 'Two cards arrived with torn blisters.',
    startedDaysAgo: 22,
  },
  {
    to: 'Closed',
    cards: 60,
    bottles: { ordered: 2, invoiced: 2, received: 2 },
    // 2,000 tablets in: 1,800 made into the 60 cards, the 200 left returned, so the order balances.
    repack: { cards: 60, waste: 0 },
    returnedUnits: 200,
    startedDaysAgo: 30,
  },
  { to: 'Cancelled', cards: 15, note: 'Ordered twice by mistake.', startedDaysAgo: 5 },
];

type Basis = {
  county: number;
  site: number;
  bulk: { id: number; packSize: number };
  card: { id: number; packSize: number };
  users: { county: number; admin: number; technician: number; pharmacist: number };
};

async function one<T extends Record<string, unknown>>(tx: Tx, query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await tx.execute<T>(query);
  if (!rows[0]) throw new Error('the county orders demo is missing a row it builds on');
  return rows[0] as T;
}

async function event(tx: Tx, orderId: number, status: CiOrderStatus, userId: number, at: Date, note = '') {
  await tx.execute(sql`
    insert into ci_order_events (order_id, status, user_id, note, at)
    values (${orderId}, ${status}, ${userId}, ${note}, ${at.toISOString()})`);
  await tx.execute(sql`update ci_orders set status = ${status} where id = ${orderId}`);
}

/** A released job of the order: its cards made from the order's received lot on one repack document. */
async function repackForOrder(
  tx: Tx,
  b: Basis,
  order: { id: number; sourceLotId: number },
  repack: { cards: number; waste: number },
  at: Date,
) {
  const job = await one<{ id: number }>(tx, sql`select nextval('repack_jobs_id_seq')::int as id`);
  const lotNumber = `RP${String(job.id).padStart(6, '0')}`;
  const bud = isoDay(new Date(at.getTime() + 365 * 86_400_000));
  const lotId = await arrivingLot(tx, {
    inventorySiteId: b.site,
    ndcProductId: b.card.id,
    lotNumber,
    expiryDate: bud,
    sourceKind: 'repack',
    sourceName: `Repack job #${job.id}`,
    unitCost: '0.0150',
  });
  const taken = repack.cards * b.card.packSize + repack.waste;
  const { documentId } = await postStockDocument(
    tx,
    { userId: b.users.technician },
    {
      kind: 'repack',
      inventorySiteId: b.site,
      reference: `Repack job #${job.id}`,
      occurredAt: at,
      demand: { kind: 'repack_job', id: job.id },
      lines: [
        { lotId: order.sourceLotId, quantity: -taken, reasonCode: 'repack' },
        { lotId, quantity: repack.cards * b.card.packSize, reasonCode: 'repack' },
      ],
    },
    rules,
  );
  await tx.execute(sql`
    insert into repack_jobs (id, inventory_site_id, output_product_id, source_product_id, count_per_card,
      planned_cards, container_class, ci_order_id, status, line_clearance, lot_id, beyond_use_date, bud_rule,
      bud_months, bud_quarter_of_remaining, actual_cards, waste_units, sample_units, document_id, created_by,
      created_at, started_by, started_at, completed_at, verified_by, verified_at, signature_method,
      signature_meaning)
    values (${job.id}, ${b.site}, ${b.card.id}, ${b.bulk.id}, ${b.card.packSize}, ${repack.cards}, 'A',
      ${order.id}, 'released',
      '{previous_cleared,surfaces_cleaned,sources_verified,labels_verified}', ${lotId}, ${bud}, 'policy_months',
      12, false, ${repack.cards}, ${repack.waste}, 0, ${documentId}, ${b.users.technician}, ${at.toISOString()},
      ${b.users.technician}, ${at.toISOString()}, ${at.toISOString()}, ${b.users.pharmacist}, ${at.toISOString()},
      'password', 'Released')`);
  await tx.execute(sql`
    insert into repack_job_sources (job_id, lot_id, quantity, used, position)
    values (${job.id}, ${order.sourceLotId}, ${taken}, ${taken}, 0)`);
}

async function seedOrder(tx: Tx, b: Basis, plan: Plan, index: number): Promise<void> {
  const reached = (status: CiOrderStatus) =>
    plan.to !== 'Cancelled' && ciOrderSteps.indexOf(plan.to) >= ciOrderSteps.indexOf(status);
  let day = plan.startedDaysAgo;
  /** Each step a day after the one before. */
  const next = () => {
    day = Math.max(day - 1, 0);
    return daysAgo(day);
  };
  const { id } = await one<{ id: number }>(tx, sql`select nextval('ci_orders_id_seq')::int as id`);
  const created = daysAgo(day);
  await tx.execute(sql`
    insert into ci_orders (id, order_number, facility_id, supplying_site_id, order_date, status, note, created_at)
    values (${id}, ${ciOrderNumberOf(id)}, ${b.county}, ${b.site}, ${isoDay(created)}, 'Draft',
      ${index === 0 ? 'Monthly clinic stock' : ''}, ${created.toISOString()})`);
  await tx.execute(sql`
    insert into ci_order_items (order_id, product_id, cards_ordered) values (${id}, ${b.card.id}, ${plan.cards})`);
  await event(tx, id, 'Draft', b.users.county, created);
  if (plan.to === 'Draft') return;
  await event(tx, id, 'Submitted', b.users.county, next());
  if (plan.to === 'Cancelled') {
    await event(tx, id, 'Cancelled', b.users.county, next(), plan.note);
    return;
  }
  if (!reached('Approved')) return;
  await event(tx, id, 'Approved', b.users.admin, next());
  if (!plan.bottles) return;
  const invoiceNumber = `INV-${88100 + index}`;
  const purchase = await one<{ id: number }>(
    tx,
    sql`insert into ci_order_purchases (order_id, supplier_name, invoice_number)
        values (${id}, 'Cardinal Health', ${invoiceNumber}) returning id`,
  );
  await tx.execute(sql`
    insert into ci_order_purchase_lines (purchase_id, product_id, bottles_ordered, bottles_invoiced)
    values (${purchase.id}, ${b.bulk.id}, ${plan.bottles.ordered}, ${plan.bottles.invoiced})`);
  await event(tx, id, 'Purchasing', b.users.admin, next());
  if (!reached('Received')) return;
  const receivedAt = next();
  const {
    lotIds: [sourceLotId],
  } = await receiveStockLines(
    tx,
    { userId: b.users.technician },
    {
      inventorySiteId: b.site,
      sourceKind: 'supplier',
      sourceName: 'Cardinal Health',
      reference: invoiceNumber,
      occurredAt: receivedAt,
      demand: orderDemand(id),
      lines: [
        {
          ndcProductId: b.bulk.id,
          lotNumber: `MC${2700 + index}`,
          expiryDate: '2028-03-31',
          unitCost: '0.0150',
          quantity: plan.bottles.received * b.bulk.packSize,
        },
      ],
    },
    rules,
  );
  await event(tx, id, 'Received', b.users.technician, receivedAt);
  if (!reached('Repacking') || !plan.repack || sourceLotId === undefined) return;
  const repackedAt = next();
  await repackForOrder(tx, b, { id, sourceLotId }, plan.repack, repackedAt);
  await event(tx, id, 'Repacking', b.users.technician, repackedAt);
  if (plan.returnedUnits)
    await postStockDocument(
      tx,
      { userId: b.users.technician },
      {
        kind: 'adjustment',
        inventorySiteId: b.site,
        reference: invoiceNumber,
        note: 'Crushed tablets in one bottle',
        occurredAt: repackedAt,
        demand: orderDemand(id),
        lines: [{ lotId: sourceLotId, quantity: -plan.returnedUnits, reasonCode: 'returned_to_supplier' }],
      },
      rules,
    );
  if (!reached('Shipped')) return;
  const shippedAt = next();
  const [outcome] = await allocateFefoMany(tx, [
    {
      inventorySiteId: b.site,
      ndcProductId: b.card.id,
      quantity: plan.repack.cards * b.card.packSize,
      demand: orderDemand(id),
      today: isoDay(shippedAt),
    },
  ]);
  if (!outcome || 'short' in outcome) throw new Error('the demo order has no cards to ship');
  await shipAllocations(
    tx,
    { userId: b.users.technician },
    {
      inventorySiteId: b.site,
      demand: orderDemand(id),
      reference: ciOrderNumberOf(id),
      occurredAt: shippedAt,
    },
    rules,
  );
  await event(tx, id, 'Shipped', b.users.technician, shippedAt);
  if (!reached('Received by county')) return;
  const rejected = plan.rejected ?? 0;
  await tx.execute(sql`update ci_order_items set cards_received = ${plan.repack.cards - rejected},
    cards_rejected = ${rejected} where order_id = ${id}`);
  await event(tx, id, 'Received by county', b.users.county, next(), plan.note);
  if (!reached('Closed')) return;
  await event(tx, id, 'Closed', b.users.admin, next());
}

const ciOrderSteps: CiOrderStatus[] = [
  'Draft',
  'Submitted',
  'Approved',
  'Purchasing',
  'Received',
  'Repacking',
  'Shipped',
  'Received by county',
  'Closed',
];

async function seedCountyOrdersDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const county = demo.facilityIds[2];
  const u = demo.userIds;
  if (county === undefined || !u.county || !u.admin || !u.technician || !u.pharmacist) return;
  const site = await one<{ id: number }>(
    tx,
    sql`select id from inventory_sites where name = 'Central Pharmacy Main Inventory'`,
  );
  const card = await one<{ id: number; packSize: number; bulkId: number; bulkPackSize: number }>(
    tx,
    sql`select p.id, p.pack_size as "packSize", src.id as "bulkId", src.pack_size as "bulkPackSize"
        from ndc_products p join ndc_products src on src.id = p.repack_source_product_id
        where p.ndc = '50090-4055-0'`,
  );
  const basis: Basis = {
    county,
    site: site.id,
    bulk: { id: card.bulkId, packSize: card.bulkPackSize },
    card: { id: card.id, packSize: card.packSize },
    users: { county: u.county, admin: u.admin, technician: u.technician, pharmacist: u.pharmacist },
  };
  // Oldest first, so order numbers rise with their dates.
  const byAge = plans
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) => b.plan.startedDaysAgo - a.plan.startedDaysAgo);
  for (const { plan, index } of byAge) await seedOrder(tx, basis, plan, index);
}

export const demoSeed: AreaDemoSeed = {
  area: 'ci-orders',
  after: ['repack-jobs'],
  seed: seedCountyOrdersDemo,
};
