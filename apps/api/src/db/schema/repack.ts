import type { BudRule, RepackContainerClass, RepackJobStatus } from '@homer/contracts/repack-jobs';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { ciOrders } from './ci-orders.ts';
import { users } from './core.ts';
import { inventorySites, ndcProducts } from './pharmacy.ts';
import { stockDocuments, stockLots } from './stock.ts';
import { ciWorkstations } from './workstations.ts';

/** Repack jobs (migration 0057, decision 106): bottles in, unit-dose cards out, a pharmacist's signature between. */
export const repackJobs = pgTable(
  'repack_jobs',
  {
    id: serial('id').primaryKey(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    outputProductId: integer('output_product_id')
      .notNull()
      .references(() => ndcProducts.id),
    sourceProductId: integer('source_product_id')
      .notNull()
      .references(() => ndcProducts.id),
    countPerCard: integer('count_per_card').notNull(),
    plannedCards: integer('planned_cards').notNull(),
    containerClass: varchar('container_class', { length: 1 }).$type<RepackContainerClass>().notNull(),
    /** The county order the cards are made for (decision 107), if any. */
    ciOrderId: integer('ci_order_id').references(() => ciOrders.id),
    note: varchar('note', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 20 }).$type<RepackJobStatus>().notNull().default('draft'),
    lineClearance: text('line_clearance').array().notNull().default([]),
    ciWorkstationId: integer('ci_workstation_id').references(() => ciWorkstations.id),
    lotId: integer('lot_id').references(() => stockLots.id),
    beyondUseDate: date('beyond_use_date'),
    budRule: varchar('bud_rule', { length: 20 }).$type<BudRule>(),
    budMonths: smallint('bud_months'),
    budQuarterOfRemaining: boolean('bud_quarter_of_remaining'),
    actualCards: integer('actual_cards'),
    wasteUnits: integer('waste_units'),
    sampleUnits: integer('sample_units'),
    documentId: integer('document_id').references(() => stockDocuments.id),
    destructionDocumentId: integer('destruction_document_id').references(() => stockDocuments.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    signatureMethod: varchar('signature_method', { length: 20 }).$type<'password'>(),
    signatureMeaning: varchar('signature_meaning', { length: 20 }).$type<'Released' | 'Rejected'>(),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('repack_jobs_created_idx').on(t.createdAt, t.id),
    index('repack_jobs_status_created_idx').on(t.status, t.createdAt, t.id),
    index('repack_jobs_site_created_idx').on(t.inventorySiteId, t.createdAt, t.id),
    index('repack_jobs_ci_order_idx').on(t.ciOrderId),
  ],
);

/** The lots a job takes, in the order it uses them (first expiry first). */
export const repackJobSources = pgTable(
  'repack_job_sources',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => repackJobs.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id),
    quantity: integer('quantity').notNull(),
    used: integer('used'),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.lotId] }), index('repack_job_sources_lot_idx').on(t.lotId)],
);

/** Every print of a job's labels: the first run and each reprint with its reason. */
export const repackLabelRuns = pgTable(
  'repack_label_runs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => repackJobs.id),
    labelCount: integer('label_count').notNull(),
    isReprint: boolean('is_reprint').notNull(),
    reason: varchar('reason', { length: 500 }),
    printedBy: integer('printed_by').references(() => users.id),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repack_label_runs_job_idx').on(t.jobId, t.id)],
);
