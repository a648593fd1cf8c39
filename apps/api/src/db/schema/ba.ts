import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { facilities } from './core.ts';

/** Spec document 3 "Fiscal year"; the name (FYyy/yy) is derived from the dates. */
export const fiscalYears = pgTable(
  'fiscal_years',
  {
    id: serial('id').primaryKey(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fiscal_years_dates_check', sql`${t.endDate} > ${t.startDate}`),
    // At most one current fiscal year; saving a new current year clears the old one in the same transaction.
    uniqueIndex('fiscal_years_single_current_key').on(t.isCurrent).where(sql`${t.isCurrent}`),
  ],
);

/** Spec document 3 "B&A programme". */
export const baPrograms = pgTable('ba_programs', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { precision: 15, scale: 2 });

/**
 * Spec document 3 "Budget". The three summed figures are stored and kept by triggers in the same transaction as
 * the invoice or PO change (migration 0016, decision 026); the budget_figures view derives the rest per row.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    fiscalYearId: integer('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    programId: integer('program_id').references(() => baPrograms.id),
    oca: varchar('oca', { length: 20 }),
    allocatedAmt: money('allocated_amt').notNull().default('0'),
    /** Percent of the allocation when isLowBudgetLevelPercent, else an amount. */
    lowBudgetLevel: numeric('low_budget_level', { precision: 15, scale: 2 }).notNull().default('10'),
    isLowBudgetLevelPercent: boolean('is_low_budget_level_percent').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Kept by triggers only (never written by the app, excluded from the field audit): paid and reconciled
    // invoices of the budget; value and remaining balance of its active POs.
    expenditures: money('expenditures').notNull().default('0'),
    currentPosValue: money('current_pos_value').notNull().default('0'),
    posRemainingBalance: money('pos_remaining_balance').notNull().default('0'),
    /** Its managers were told it is below its notification level (platform/budget-level-notice.ts). */
    notifiedBelowLevel: boolean('notified_below_level').notNull().default(false),
  },
  (t) => [
    uniqueIndex('budgets_fiscal_year_name_key').on(t.fiscalYearId, sql`lower(${t.name})`),
    index('budgets_program_idx').on(t.programId),
    // The dashboard's "Budgets below level" (migration 0049).
    index('budgets_below_level_idx').on(t.name, t.id).where(sql`${t.notifiedBelowLevel} and ${t.isActive}`),
    check('budgets_allocated_check', sql`${t.allocatedAmt} >= 0`),
  ],
);

export const budgetFunds = pgTable(
  'budget_funds',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    fundNumber: varchar('fund_number', { length: 30 }).notNull(),
    fundName: varchar('fund_name', { length: 150 }).notNull(),
  },
  (t) => [index('budget_funds_budget_idx').on(t.budgetId)],
);

/** Spec document 3 "Purchase order". */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id),
    poNumber: varchar('po_number', { length: 30 }).notNull(),
    lineNumber: integer('line_number').notNull().default(1),
    vendorName: varchar('vendor_name', { length: 150 }).notNull(),
    poValue: money('po_value').notNull(),
    purchaseReqNumber: varchar('purchase_req_number', { length: 30 }),
    purchaseReqPeriod: varchar('purchase_req_period', { length: 20 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Kept by triggers only (migration 0016): paid and reconciled invoices of the PO, and all its invoices.
    expendituresYtd: money('expenditures_ytd').notNull().default('0'),
    invoiceCount: integer('invoice_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_key').on(t.budgetId, t.poNumber, t.lineNumber),
    check('purchase_orders_value_check', sql`${t.poValue} >= 0`),
  ],
);

/** Spec document 3 "Invoice list row" plus what its edit page needs; statuses in contracts/ba-invoices.ts. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id),
    poId: integer('po_id').references(() => purchaseOrders.id),
    invoiceNumber: varchar('invoice_number', { length: 50 }).notNull(),
    statusId: smallint('status_id').notNull().default(1),
    effectiveDate: date('effective_date', { mode: 'string' }),
    requestNumber: varchar('request_number', { length: 30 }),
    confirmationNumber: varchar('confirmation_number', { length: 30 }),
    invoicedAmt: money('invoiced_amt').notNull().default('0'),
    paidAmt: money('paid_amt').notNull().default('0'),
    paymentCrNum: varchar('payment_cr_num', { length: 30 }),
    reconciledAmt: money('reconciled_amt').notNull().default('0'),
    facilityId: integer('facility_id').references(() => facilities.id),
    notes: varchar('notes', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_budget_idx').on(t.budgetId, t.id),
    index('invoices_po_idx').on(t.poId),
    check(
      'invoices_amounts_check',
      sql`${t.invoicedAmt} >= 0 and ${t.paidAmt} >= 0 and ${t.reconciledAmt} >= 0`,
    ),
  ],
);

/**
 * Read-only figures per budget (view budget_figures, migration 0016): the stored sums plus what follows from
 * them row by row. Money columns are exact decimal strings.
 */
export const budgetFigures = pgView('budget_figures', {
  budgetId: integer('budget_id').notNull(),
  allocatedAmt: money('allocated_amt').notNull(),
  expenditures: money('expenditures').notNull(),
  currentPosValue: money('current_pos_value').notNull(),
  posRemainingBalance: money('pos_remaining_balance').notNull(),
  availableBudget: money('available_budget').notNull(),
  remainingPoPercent: numeric('remaining_po_percent'),
  isBudgetBelowNotificationLvl: boolean('is_budget_below_notification_lvl').notNull(),
  isPoBelowNotificationLvl: boolean('is_po_below_notification_lvl').notNull(),
}).existing();

/** Read-only figures per purchase order (view po_figures, migration 0016): stored sums, per-row derivations. */
export const poFigures = pgView('po_figures', {
  poId: integer('po_id').notNull(),
  budgetId: integer('budget_id').notNull(),
  expendituresYtd: money('expenditures_ytd').notNull(),
  remainingPoBalance: money('remaining_po_balance').notNull(),
  invoiceCount: integer('invoice_count').notNull(),
  belowPoLevelThreshold: boolean('below_po_level_threshold').notNull(),
  remainingPoPercent: numeric('remaining_po_percent'),
}).existing();
