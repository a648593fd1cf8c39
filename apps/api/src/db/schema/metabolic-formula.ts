import type {
  MfDiagnosis,
  MfEligibility,
  MfOrderStatus,
  MfPayerStatus,
  MfShippingMethod,
} from '@homer/contracts/metabolic-formula';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { inventorySites, ndcProducts, patients } from './pharmacy.ts';
import { counties } from './public-forms.ts';

/**
 * The metabolic formula programme (migration 0060, decision 111). PHI throughout. An order's stock is on the
 * ledger as demand ('mf_order', id): its allocations and its shipment document name the lots each patient got.
 */
export const mfEnrolments = pgTable(
  'mf_enrolments',
  {
    patientId: integer('patient_id')
      .primaryKey()
      .references(() => patients.id),
    diagnosis: varchar('diagnosis', { length: 30 }).$type<MfDiagnosis>().notNull(),
    diagnosisOther: varchar('diagnosis_other', { length: 100 }),
    treatmentCentre: varchar('treatment_centre', { length: 200 }).notNull(),
    stateResident: boolean('state_resident').notNull(),
    payerStatus: varchar('payer_status', { length: 20 }).$type<MfPayerStatus>().notNull(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    shippingMethod: varchar('shipping_method', { length: 10 }).$type<MfShippingMethod>().notNull(),
    street: varchar('street', { length: 100 }).notNull(),
    secondary: varchar('secondary', { length: 50 }).notNull().default(''),
    city: varchar('city', { length: 50 }).notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    zip: varchar('zip', { length: 10 }).notNull(),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    formattedAddress: varchar('formatted_address', { length: 250 }).notNull(),
    eligibility: varchar('eligibility', { length: 10 }).$type<MfEligibility>().notNull().default('Pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: varchar('decision_note', { length: 500 }),
    recertifyBy: date('recertify_by'),
    /** The recertification date the scheduler last warned staff about, so each date is warned about once. */
    recertifyWarnedFor: date('recertify_warned_for'),
    enrolledBy: integer('enrolled_by')
      .notNull()
      .references(() => users.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mf_enrolments_recertify_idx').on(t.recertifyBy)],
);

export const mfPrescriptions = pgTable(
  'mf_prescriptions',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => mfEnrolments.patientId),
    ndcProductId: integer('ndc_product_id')
      .notNull()
      .references(() => ndcProducts.id),
    unitsPerMonth: integer('units_per_month').notNull(),
    prescriber: varchar('prescriber', { length: 100 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mf_prescriptions_patient_idx').on(t.patientId, t.ndcProductId, t.validFrom)],
);

export const mfOrders = pgTable(
  'mf_orders',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => mfEnrolments.patientId),
    /** The period's first day (the first of a month). */
    periodStart: date('period_start').notNull(),
    months: smallint('months').notNull(),
    status: varchar('status', { length: 10 }).$type<MfOrderStatus>().notNull().default('Submitted'),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    shippingMethod: varchar('shipping_method', { length: 10 }).$type<MfShippingMethod>().notNull(),
    /** The ship-to address as it was when the order was placed. */
    shipTo: varchar('ship_to', { length: 250 }).notNull(),
    /** The first business day the order ships (business_add_hours: weekends and holidays skipped). */
    shipBy: date('ship_by').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedBy: integer('shipped_by').references(() => users.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
  },
  (t) => [
    index('mf_orders_period_status_idx').on(t.periodStart, t.status, t.id),
    index('mf_orders_status_idx').on(t.status, t.periodStart, t.id),
    index('mf_orders_period_idx').on(t.periodStart, t.id),
    index('mf_orders_patient_idx').on(t.patientId, t.periodStart),
  ],
);

export const mfOrderLines = pgTable(
  'mf_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mfOrders.id),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => mfPrescriptions.id),
    ndcProductId: integer('ndc_product_id')
      .notNull()
      .references(() => ndcProducts.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [unique('mf_order_lines_product_unique').on(t.orderId, t.ndcProductId)],
);
