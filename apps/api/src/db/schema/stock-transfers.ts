import { integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { purchaseOrders } from './ba.ts';
import { users } from './core.ts';
import { inventorySites } from './pharmacy.ts';
import { stockDocuments, stockLots } from './stock.ts';

/** Receiving and transfers between sites (migration 0052, decision 101); the stock itself moves in the ledger. */

export const stockTransferStatuses = ['Draft', 'Dispatched', 'Received', 'Cancelled'] as const;
export type StockTransferStatus = (typeof stockTransferStatuses)[number];

/** What a receipt document was received against. Written once with the document, never changed. */
export const stockReceipts = pgTable('stock_receipts', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => stockDocuments.id),
  supplierName: varchar('supplier_name', { length: 200 }).notNull(),
  purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
});

export const stockTransfers = pgTable('stock_transfers', {
  id: serial('id').primaryKey(),
  fromSiteId: integer('from_site_id')
    .notNull()
    .references(() => inventorySites.id),
  toSiteId: integer('to_site_id')
    .notNull()
    .references(() => inventorySites.id),
  status: varchar('status', { length: 10 }).$type<StockTransferStatus>().notNull().default('Draft'),
  note: varchar('note', { length: 500 }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  dispatchedBy: integer('dispatched_by').references(() => users.id),
  dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  receivedBy: integer('received_by').references(() => users.id),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  cancelledBy: integer('cancelled_by').references(() => users.id),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  dispatchDocumentId: integer('dispatch_document_id')
    .unique()
    .references(() => stockDocuments.id),
  receiptDocumentId: integer('receipt_document_id')
    .unique()
    .references(() => stockDocuments.id),
  returnDocumentId: integer('return_document_id')
    .unique()
    .references(() => stockDocuments.id),
});

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    sourceLotId: integer('source_lot_id')
      .notNull()
      .references(() => stockLots.id),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity'),
    rejectedQuantity: integer('rejected_quantity'),
    destinationLotId: integer('destination_lot_id').references(() => stockLots.id),
  },
  (t) => [unique('stock_transfer_lines_lot_once').on(t.transferId, t.sourceLotId)],
);
