import type { StockCountStatus } from '@homer/contracts/stock-counts';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { inventorySites } from './pharmacy.ts';
import { stockDocuments, stockLots } from './stock.ts';

/**
 * Stock counts (migration 0053, decision 102). A line's expected quantity is its lot's on hand at the snapshot,
 * with the lot's last movement id then (the watermark); the variance nets out what moved after it.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: serial('id').primaryKey(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    scope: varchar('scope', { length: 8 }).$type<'all' | 'products'>().notNull(),
    ndcProductIds: integer('ndc_product_ids').array(),
    status: varchar('status', { length: 20 }).$type<StockCountStatus>().notNull().default('open'),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    countedBy: integer('counted_by').references(() => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    documentId: integer('document_id').references(() => stockDocuments.id),
  },
  (t) => [
    index('stock_counts_started_idx').on(t.startedAt, t.id),
    index('stock_counts_status_started_idx').on(t.status, t.startedAt, t.id),
    index('stock_counts_site_started_idx').on(t.inventorySiteId, t.startedAt, t.id),
  ],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: serial('id').primaryKey(),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id),
    expectedQuantity: integer('expected_quantity').notNull(),
    snapshotMovementId: bigint('snapshot_movement_id', { mode: 'number' }).notNull().default(0),
    countedQuantity: integer('counted_quantity'),
    countedMovementId: bigint('counted_movement_id', { mode: 'number' }),
    countedBy: integer('counted_by').references(() => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    needsRecount: boolean('needs_recount').notNull().default(false),
    recountQuantity: integer('recount_quantity'),
    recountMovementId: bigint('recount_movement_id', { mode: 'number' }),
    recountedBy: integer('recounted_by').references(() => users.id),
    recountedAt: timestamp('recounted_at', { withTimezone: true }),
    addedDuringCount: boolean('added_during_count').notNull().default(false),
  },
  (t) => [
    unique('stock_count_lines_count_lot_unique').on(t.countId, t.lotId),
    index('stock_count_lines_lot_idx').on(t.lotId),
  ],
);
