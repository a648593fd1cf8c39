import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { inventorySites, ndcProducts } from './pharmacy.ts';

/**
 * Stock as lots and an append-only ledger (migration 0050, decision 098). Quantities are whole units of the
 * product's dispensing unit. A lot's on_hand moves only through its movements (the apply_stock_movement trigger),
 * and the application role may only insert ledger rows.
 */

export const stockLotStatuses = [
  'available',
  'on_hold',
  'quarantine',
  'recalled',
  'expired',
  'damaged',
] as const;
export type StockLotStatus = (typeof stockLotStatuses)[number];

export const stockDocumentKinds = [
  'receipt',
  'adjustment',
  'transfer_out',
  'transfer_in',
  'count',
  'shipment',
  'repack',
  'donation',
  'opening',
  'reversal',
] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

export const stockSourceKinds = ['supplier', 'donor', 'manufacturer', 'repack', 'opening'] as const;
export type StockSourceKind = (typeof stockSourceKinds)[number];

/** Why stock moved; `direction` says whether a reason may add stock, take it, or both (a correction). */
export const stockReasons = pgTable('stock_reasons', {
  code: varchar('code', { length: 30 }).primaryKey(),
  label: varchar('label', { length: 100 }).notNull(),
  direction: varchar('direction', { length: 4 }).$type<'in' | 'out' | 'both'>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const stockLots = pgTable(
  'stock_lots',
  {
    id: serial('id').primaryKey(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    ndcProductId: integer('ndc_product_id')
      .notNull()
      .references(() => ndcProducts.id),
    lotNumber: varchar('lot_number', { length: 20 }).notNull(),
    /** The expiry date, or the beyond-use date of a repackaged lot. */
    expiryDate: date('expiry_date'),
    bin: varchar('bin', { length: 30 }),
    unitCost: numeric('unit_cost', { precision: 12, scale: 4 }),
    sourceKind: varchar('source_kind', { length: 12 }).$type<StockSourceKind>().notNull(),
    sourceName: varchar('source_name', { length: 200 }),
    status: varchar('status', { length: 10 }).$type<StockLotStatus>().notNull().default('available'),
    /** Why the lot was put on hold, quarantined or released (decision 100). */
    statusNote: varchar('status_note', { length: 500 }),
    onHand: integer('on_hand').notNull().default(0),
    allocated: integer('allocated').notNull().default(0),
    /** The lot's first and last ledger line's time, kept by the ledger's trigger with on_hand (decision 118). */
    firstMovedAt: timestamp('first_moved_at', { withTimezone: true }),
    lastMovedAt: timestamp('last_moved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_lots_site_product_lot_unique').on(t.inventorySiteId, t.ndcProductId, t.lotNumber),
    index('stock_lots_fefo_idx').on(t.ndcProductId, t.inventorySiteId, t.expiryDate, t.id),
    index('stock_lots_site_product_idx').on(t.inventorySiteId, t.ndcProductId),
    index('stock_lots_lot_number_trgm_idx').using('gin', sql`${t.lotNumber} gin_trgm_ops`),
  ],
);

export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).$type<StockDocumentKind>().notNull(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    reference: varchar('reference', { length: 100 }),
    reversesDocumentId: integer('reverses_document_id').unique(),
    linkedDocumentId: integer('linked_document_id'),
    note: varchar('note', { length: 500 }),
    demandKind: varchar('demand_kind', { length: 20 }),
    demandId: integer('demand_id'),
    postedBy: integer('posted_by').references(() => users.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_documents_site_idx').on(t.inventorySiteId, t.id),
    index('stock_documents_kind_idx').on(t.kind, t.id),
    index('stock_documents_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('stock_documents_linked_idx').on(t.linkedDocumentId).where(sql`${t.linkedDocumentId} is not null`),
  ],
);

/** Units set aside for a demand (a refill shipment, a county order…) until it ships or is cancelled. */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id),
    demandKind: varchar('demand_kind', { length: 20 }).notNull(),
    demandId: integer('demand_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_allocations_lot_demand_unique').on(t.demandKind, t.demandId, t.lotId),
    index('stock_allocations_lot_idx').on(t.lotId),
  ],
);

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id),
    quantity: integer('quantity').notNull(),
    reasonCode: varchar('reason_code', { length: 30 })
      .notNull()
      .references(() => stockReasons.code),
    postedBy: integer('posted_by').references(() => users.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_lot_idx').on(t.lotId, t.occurredAt, t.id),
    index('stock_movements_document_idx').on(t.documentId),
    index('stock_movements_occurred_at_brin').using('brin', t.occurredAt),
  ],
);

/** The key of a summary the ledger's triggers keep per site, product and day (UTC, as the ledger's days). */
const siteProductDay = () => ({
  inventorySiteId: integer('inventory_site_id')
    .notNull()
    .references(() => inventorySites.id),
  ndcProductId: integer('ndc_product_id')
    .notNull()
    .references(() => ndcProducts.id),
  day: date('day').notNull(),
});

/**
 * Units used per site, product and day (UTC): shipped, and bulk taken into repacks, less what reversals gave back;
 * kept by the ledger's insert trigger (record_stock_consumption, migration 0062) for reports' usage (decision 113).
 */
export const stockConsumptionDays = pgTable(
  'stock_consumption_days',
  {
    ...siteProductDay(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inventorySiteId, t.ndcProductId, t.day] })],
);

/** Units moved per site, product, UTC day and document kind, kept by the ledger's insert trigger (decision 118). */
export const stockLedgerDays = pgTable(
  'stock_ledger_days',
  {
    ...siteProductDay(),
    kind: varchar('kind', { length: 20 }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.inventorySiteId, t.ndcProductId, t.day, t.kind] }),
    index('stock_ledger_days_day_idx').on(t.day),
  ],
);

/**
 * Shipments and their reversals per UTC day, site and recipient with their units and value, kept by the ledger's
 * triggers for the Shipments Report (stock_shipment_recipient, decision 118).
 */
export const stockShipmentDays = pgTable(
  'stock_shipment_days',
  {
    day: date('day').notNull(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    demandKind: varchar('demand_kind', { length: 20 }).notNull(),
    homeDelivery: boolean('home_delivery').notNull(),
    recipientId: integer('recipient_id').notNull(),
    shipments: integer('shipments').notNull().default(0),
    reversed: integer('reversed').notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    value: numeric('value').notNull().default('0'),
    uncosted: bigint('uncosted', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.inventorySiteId, t.demandKind, t.homeDelivery, t.recipientId] })],
);

/** Every lot whose on_hand differs from the sum of its ledger lines; the nightly check expects none. */
export const stockDriftQuery = sql`select lot_id as "lotId", on_hand as "onHand", ledger::int as "ledger" from stock_drift()`;
