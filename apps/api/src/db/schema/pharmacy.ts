import type { MfProductKind } from '@homer/contracts/metabolic-formula';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { facilities, users } from './core.ts';
import { rxConnectsRepositories } from './rx-connects.ts';

/** A patient as QS1 knows them (migration 0037, decision 058). PHI. */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    /** The patient's id in a remote QS1; null for patients only the embedded stand-in knows. */
    qs1PatientId: varchar('qs1_patient_id', { length: 40 }).unique('patients_qs1_patient_id_unique'),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    /** Digits only. */
    phone: varchar('phone', { length: 21 }),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('patients_name_idx').on(t.lastName, t.firstName, t.id)],
);

/**
 * The embedded stand-in for the QS1 pharmacy system's prescriptions (DESIGN §3 "Integrations are adapters"):
 * the default QS1 adapter reads this table. Phone numbers are stored as digits only.
 */
export const prescriptions = pgTable('prescriptions', {
  id: serial('id').primaryKey(),
  rxNumber: varchar('rx_number', { length: 8 }).notNull().unique(),
  patientPhone: varchar('patient_phone', { length: 21 }),
  /** The patient's email as QS1 holds it (migration 0034); the refill form collects none. */
  patientEmail: varchar('patient_email', { length: 254 }),
  drugName: varchar('drug_name', { length: 200 }).notNull(),
  refillsRemaining: integer('refills_remaining').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Migration 0037: the patient, the package NDC it is filled with and what one fill dispenses. */
  patientId: integer('patient_id').references(() => patients.id),
  ndc: varchar('ndc', { length: 12 }),
  dispenseQuantity: integer('dispense_quantity').notNull().default(30),
  /** Migration 0054: days one fill lasts; a lot expiring sooner is flagged on the refill (decision 103). */
  daysSupply: smallint('days_supply'),
});

/** A home-delivery refill request from the public form (spec document 2, "Home delivery refill"). */
export const homeDeliveryRequests = pgTable(
  'home_delivery_requests',
  {
    id: serial('id').primaryKey(),
    phoneNumber: varchar('phone_number', { length: 21 }).notNull(),
    /** Received, In Process, Shipped or Cancelled (decision 055). */
    status: varchar('status', { length: 20 }).notNull().default('Received'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    phoneDigits: varchar('phone_digits', { length: 21 }).generatedAlwaysAs(
      (): SQL => sql`regexp_replace(${homeDeliveryRequests.phoneNumber}, '\D', '', 'g')`,
    ),
    isOpen: boolean('is_open').generatedAlwaysAs(
      (): SQL => sql`${homeDeliveryRequests.status} IN ('Received', 'In Process')`,
    ),
  },
  (t) => [
    index('home_delivery_requests_submitted_idx').on(t.submittedAt, t.id),
    index('home_delivery_requests_open_idx').on(t.isOpen, t.submittedAt, t.id),
    index('home_delivery_requests_status_idx').on(t.status, t.submittedAt, t.id),
    index('home_delivery_requests_phone_trgm_idx').using('gin', sql`${t.phoneDigits} gin_trgm_ops`),
  ],
);

/** One prescription of a refill request, with the refills QS1 reported when it was requested. */
export const homeDeliveryRequestLines = pgTable(
  'home_delivery_request_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => homeDeliveryRequests.id, { onDelete: 'cascade' }),
    rxNumber: varchar('rx_number', { length: 8 }).notNull(),
    refillsRemaining: integer('refills_remaining').notNull(),
  },
  (t) => [
    index('home_delivery_request_lines_request_idx').on(t.requestId),
    index('home_delivery_request_lines_rx_idx').on(t.rxNumber),
  ],
);

/** Each move of a refill request (decision 055): who, when, from, to, the cancel reason or tracking number. */
export const homeDeliveryRequestHistory = pgTable(
  'home_delivery_request_history',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => homeDeliveryRequests.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the patient's own submission through the public form. */
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    note: varchar('note', { length: 500 }),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    /** At Shipped: whether QS1 had an email for the patient and a notice was sent; null for other moves. */
    patientEmailed: boolean('patient_emailed'),
  },
  (t) => [index('home_delivery_request_history_request_idx').on(t.requestId, t.id)],
);

/** An inventory site of a pharmacy facility (migration 0036, decision 057): where refills are filled from. */
export const inventorySites = pgTable(
  'inventory_sites',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    name: varchar('name', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The Rx Connects repository whose donated stock this site holds (migration 0061, decision 112). */
    rxConnectsRepositoryId: integer('rx_connects_repository_id').references(() => rxConnectsRepositories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inventory_sites_facility_name_unique').on(t.facilityId, t.name),
    uniqueIndex('inventory_sites_rx_repository_key')
      .on(t.rxConnectsRepositoryId)
      .where(sql`${t.rxConnectsRepositoryId} is not null`),
    index('inventory_sites_name_idx').on(t.name, t.id),
  ],
);

/** Digits of the row's NDC as written with hyphens: the FDA keeps 10-digit NDCs unique whatever their segments. */
const ndcDigits = () =>
  varchar('ndc_digits', { length: 10 }).generatedAlwaysAs((): SQL => sql`replace("ndc", '-', '')`);

/** The NDC formulary: the products the programme dispenses (package NDC, e.g. 0409-4888-02). */
export const ndcProducts = pgTable(
  'ndc_products',
  {
    id: serial('id').primaryKey(),
    ndc: varchar('ndc', { length: 12 }).notNull(),
    ndcDigits: ndcDigits(),
    /** openFDA's product_ndc: the labeler and product segments. */
    productNdc: varchar('product_ndc', { length: 10 }).generatedAlwaysAs(
      (): SQL => sql`regexp_replace("ndc", '-[^-]*$', '')`,
    ),
    productName: varchar('product_name', { length: 200 }).notNull(),
    packageDescription: varchar('package_description', { length: 300 }).notNull().default(''),
    /** What stock of this product is counted in (tablet, mL, card…): every stock quantity is whole units. */
    dispensingUnit: varchar('dispensing_unit', { length: 20 }).notNull().default('each'),
    /** Units in the NDC's package: screens show a quantity as units and packs together (decision 098). */
    packSize: integer('pack_size').notNull().default(1),
    /** The bulk product a unit-dose product is repackaged from (decision 106); its pack size is units per card. */
    repackSourceProductId: integer('repack_source_product_id').references((): AnyPgColumn => ndcProducts.id),
    /** Beyond-use date policy of a repackaged product: months from repackaging (USP 〈1178〉, 1–12)… */
    budMonths: smallint('bud_months').notNull().default(12),
    /** …and whether it is also limited to 25 % of the source's remaining dating (FDA unit-dose guidance). */
    budQuarterOfRemaining: boolean('bud_quarter_of_remaining').notNull().default(false),
    /** A metabolic formula product (migration 0060, decision 111): only these are prescribed to formula patients. */
    formulaKind: varchar('formula_kind', { length: 20 }).$type<MfProductKind>(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ndc_products_ndc_unique').on(t.ndcDigits),
    index('ndc_products_product_ndc_idx').on(t.productNdc),
    index('ndc_products_name_id_idx').on(t.productName, t.id),
  ],
);

/** openFDA drug enforcement reports as imported (decision 059 owns the import). */
export const fdaRecalls = pgTable(
  'fda_recalls',
  {
    id: serial('id').primaryKey(),
    recallNumber: varchar('recall_number', { length: 30 })
      .notNull()
      .unique('fda_recalls_recall_number_unique'),
    status: varchar('status', { length: 30 }).notNull(),
    state: varchar('state', { length: 2 }),
    classification: varchar('classification', { length: 20 }),
    productDescription: text('product_description').notNull().default(''),
    codeInfo: text('code_info').notNull().default(''),
    reasonForRecall: text('reason_for_recall').notNull().default(''),
    recallingFirm: varchar('recalling_firm', { length: 200 }).notNull().default(''),
    /** openfda.product_ndc as openFDA lists them (hyphenated). */
    productNdcs: text('product_ndcs').array().notNull().default(sql`'{}'`),
    /** openfda.package_ndc as openFDA lists them (hyphenated). */
    packageNdcs: text('package_ndcs').array().notNull().default(sql`'{}'`),
    recallInitiationDate: date('recall_initiation_date'),
    reportDate: date('report_date'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fda_recalls_widget_idx').on(t.state, t.status, t.recallInitiationDate.desc(), t.id.desc())],
);
