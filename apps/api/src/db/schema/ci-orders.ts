import type { CiOrderStatus } from '@homer/contracts/ci-orders';
import { date, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { purchaseOrders } from './ba.ts';
import { facilities, users } from './core.ts';
import { inventorySites, ndcProducts } from './pharmacy.ts';

/**
 * A county order (migration 0039; decision 107): a facility orders unit-dose cards from a pharmacy site. What
 * moved for it is on the ledger: stock documents whose demand is ('ci_order', id), and repack jobs naming it.
 */
export const ciOrders = pgTable(
  'ci_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 30 }).notNull().unique('ci_orders_order_number_unique'),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    /** The pharmacy site that fills the order; null only on orders from before decision 107 with no site to name. */
    supplyingSiteId: integer('supplying_site_id').references(() => inventorySites.id),
    orderDate: date('order_date').notNull(),
    status: varchar('status', { length: 20 }).$type<CiOrderStatus>().notNull().default('Draft'),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ci_orders_order_date_idx').on(t.orderDate, t.id),
    index('ci_orders_facility_idx').on(t.facilityId, t.orderDate, t.id),
    index('ci_orders_supplying_site_idx').on(t.supplyingSiteId, t.orderDate, t.id),
    // The dashboard's "Orders due" (migration 0049).
    index('ci_orders_status_idx').on(t.status, t.facilityId),
  ],
);

/** Who moved the order to a status, and when. */
export const ciOrderEvents = pgTable(
  'ci_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ciOrders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<CiOrderStatus>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    note: varchar('note', { length: 500 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ci_order_events_order_idx').on(t.orderId, t.id)],
);

/** A unit-dose product ordered, in cards; what the county says arrived. */
export const ciOrderItems = pgTable(
  'ci_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ciOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => ndcProducts.id),
    cardsOrdered: integer('cards_ordered').notNull(),
    cardsReceived: integer('cards_received'),
    cardsRejected: integer('cards_rejected'),
  },
  (t) => [unique('ci_order_items_product_unique').on(t.orderId, t.productId)],
);

/** A supplier invoice of bulk bottles bought for the order, optionally against a B&A purchase order. */
export const ciOrderPurchases = pgTable(
  'ci_order_purchases',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ciOrders.id, { onDelete: 'cascade' }),
    supplierName: varchar('supplier_name', { length: 200 }).notNull(),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ci_order_purchases_invoice_unique').on(t.orderId, t.invoiceNumber)],
);

export const ciOrderPurchaseLines = pgTable(
  'ci_order_purchase_lines',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => ciOrderPurchases.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => ndcProducts.id),
    bottlesOrdered: integer('bottles_ordered').notNull(),
    bottlesInvoiced: integer('bottles_invoiced').notNull(),
  },
  (t) => [unique('ci_order_purchase_lines_product_unique').on(t.purchaseId, t.productId)],
);
