import { date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { facilities } from './core.ts';

/** A CI (repack) order of a facility (migration 0039, decision 061). */
export const ciOrders = pgTable(
  'ci_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 30 }).notNull().unique('ci_orders_order_number_unique'),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    orderDate: date('order_date').notNull(),
    receivedDate: date('received_date'),
    /** Ordered, Received, Repacked or Closed. */
    status: varchar('status', { length: 20 }).notNull().default('Ordered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ci_orders_order_date_idx').on(t.orderDate, t.id),
    index('ci_orders_facility_idx').on(t.facilityId, t.orderDate, t.id),
    // The dashboard's "Orders due" (migration 0049).
    index('ci_orders_status_idx').on(t.status, t.facilityId),
  ],
);

/**
 * One product of one invoice of the order: the invoice and the product are carried on the line (an invoice is
 * the lines sharing its number), with what was ordered, invoiced, received, repacked and returned.
 */
export const ciOrderLines = pgTable(
  'ci_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ciOrders.id, { onDelete: 'cascade' }),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    /** Package NDC as written ('' when the product is not in the formulary). */
    ndc: varchar('ndc', { length: 12 }).notNull().default(''),
    productName: varchar('product_name', { length: 200 }).notNull(),
    /** Units per bottle. */
    size: integer('size').notNull(),
    countPerCard: integer('count_per_card').notNull(),
    bottlesOrdered: integer('bottles_ordered').notNull().default(0),
    bottlesInvoiced: integer('bottles_invoiced').notNull().default(0),
    bottlesReceived: integer('bottles_received').notNull().default(0),
    productRepacked: integer('product_repacked').notNull().default(0),
    repackedCards: integer('repacked_cards').notNull().default(0),
    productReturned: integer('product_returned').notNull().default(0),
    cardsOrdered: integer('cards_ordered').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ci_order_lines_order_idx').on(t.orderId, t.invoiceNumber, t.id)],
);
