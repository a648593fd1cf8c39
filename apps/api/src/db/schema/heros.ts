import type { VerifiedAddress } from '@homer/contracts/address';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { counties } from './public-forms.ts';

/**
 * 1 while an application awaits a decision (Submitted 1, Changes requested 4), else 0: the review queue's first
 * sort key, written exactly as migration 0031's indexes are so they serve it.
 */
export const herosPendingRank = (status: AnyPgColumn) => sql<number>`((${status} in (1, 4))::integer)`;

/** HEROS agency tax statuses (reference data, migration INSERTs); `is_other` asks for a description. */
export const herosOrgTaxStatuses = pgTable('heros_org_tax_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  isOther: boolean('is_other').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
});

/** HEROS agency organisation types (reference data, migration INSERTs); `is_other` asks for a description. */
export const herosOrgTypes = pgTable('heros_org_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  isOther: boolean('is_other').notNull().default(false),
  sortOrder: smallint('sort_order').notNull(),
});

/** Spec document 2 §3 "Agency". Addresses are the verified ("smarty") addresses as JSON. */
export const herosAgencies = pgTable(
  'heros_agencies',
  {
    id: serial('id').primaryKey(),
    agencyName: varchar('agency_name', { length: 100 }).notNull(),
    agencyAbbreviation: varchar('agency_abbreviation', { length: 5 }).notNull().default(''),
    fein: varchar('fein', { length: 100 }).notNull(),
    mmcapAccountNumber: varchar('mmcap_account_number', { length: 100 }).notNull().default(''),
    isMmcap: boolean('is_mmcap').notNull().default(false),
    mmcapAnticipatedDate: date('mmcap_anticipated_date', { mode: 'string' }),
    taxStatusId: integer('tax_status_id')
      .notNull()
      .references(() => herosOrgTaxStatuses.id),
    otherTaxStatus: varchar('other_tax_status', { length: 100 }).notNull().default(''),
    emsStateId: varchar('ems_state_id', { length: 100 }).notNull().default(''),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    operationCountyId: integer('operation_county_id')
      .notNull()
      .references(() => counties.id),
    orgTypeId: integer('org_type_id')
      .notNull()
      .references(() => herosOrgTypes.id),
    otherOrgType: varchar('other_org_type', { length: 100 }).notNull().default(''),
    agencyAddress: jsonb('agency_address').$type<VerifiedAddress>().notNull(),
    shipAddress: jsonb('ship_address').$type<VerifiedAddress>().notNull(),
    useAgencyInfoForShipInfo: boolean('use_agency_info_for_ship_info').notNull().default(false),
    shippingInformation: varchar('shipping_information', { length: 100 }).notNull().default(''),
    agencyHeadName: varchar('agency_head_name', { length: 100 }).notNull(),
    agencyHeadTitle: varchar('agency_head_title', { length: 100 }).notNull(),
    agencyHeadEmail: varchar('agency_head_email', { length: 100 }).notNull(),
    agencyHeadPhoneNumber: varchar('agency_head_phone_number', { length: 20 }).notNull(),
    primaryName: varchar('primary_name', { length: 100 }).notNull(),
    primaryTitle: varchar('primary_title', { length: 100 }).notNull(),
    primaryEmail: varchar('primary_email', { length: 100 }).notNull(),
    primaryPhone: varchar('primary_phone', { length: 20 }).notNull(),
    secondaryName: varchar('secondary_name', { length: 100 }).notNull().default(''),
    secondaryTitle: varchar('secondary_title', { length: 100 }).notNull().default(''),
    secondaryEmail: varchar('secondary_email', { length: 100 }).notNull().default(''),
    secondaryPhone: varchar('secondary_phone', { length: 20 }).notNull().default(''),
    tertiaryName: varchar('tertiary_name', { length: 100 }).notNull().default(''),
    tertiaryTitle: varchar('tertiary_title', { length: 100 }).notNull().default(''),
    tertiaryEmail: varchar('tertiary_email', { length: 100 }).notNull().default(''),
    tertiaryPhone: varchar('tertiary_phone', { length: 20 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One agency per name, whatever the case: the public path must not create a second copy.
    uniqueIndex('heros_agencies_name_key').on(sql`lower(${t.agencyName})`),
    // The back office's agency list (migration 0031): by name, within a county or all.
    index('heros_agencies_name_idx').on(t.agencyName, t.id),
    index('heros_agencies_county_idx').on(t.countyId, t.agencyName, t.id),
  ],
);

/**
 * Application rounds. A round takes applications while `is_open` and inside its dates; with none open the
 * public page reports round id 0 (closed).
 */
export const herosRounds = pgTable(
  'heros_rounds',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    isOpen: boolean('is_open').notNull().default(false),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one round takes applications at a time.
    uniqueIndex('heros_rounds_single_open_key').on(t.isOpen).where(sql`${t.isOpen}`),
    uniqueIndex('heros_rounds_name_key').on(sql`lower(${t.name})`),
  ],
);

/** What an agency may order in a round; `dosage` is shown as Strength. */
export const herosOrderOptions = pgTable(
  'heros_order_options',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => herosRounds.id),
    optionName: varchar('option_name', { length: 200 }).notNull(),
    dosage: varchar('dosage', { length: 200 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The most doses one application may request of this option (migration 0031); null: no limit. */
    maxDosesPerApplication: integer('max_doses_per_application'),
  },
  (t) => [
    index('heros_order_options_round_idx').on(t.roundId, t.sortOrder),
    check(
      'heros_order_options_max_doses_check',
      sql`${t.maxDosesPerApplication} is null or ${t.maxDosesPerApplication} between 1 and 999999`,
    ),
  ],
);

/** Spec document 2 §3 "HEROS application". */
export const herosApplications = pgTable(
  'heros_applications',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => herosRounds.id),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => herosAgencies.id),
    isPublicSubmit: boolean('is_public_submit').notNull().default(false),
    applicationStatus: smallint('application_status').notNull(),
    overdosesPreviousYear: varchar('overdoses_previous_year', { length: 100 }).notNull(),
    percentageTrainedNaloxone: varchar('percentage_trained_naloxone', { length: 4 }).notNull(),
    narrative: varchar('narrative', { length: 2500 }).notNull(),
    oathAcceptedNew: boolean('oath_accepted_new').notNull(),
    oathDateTimeNew: timestamp('oath_date_time_new', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Migration 0031 (decision 052): the last decision or change request.
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    /** The deny reason or the changes message, as emailed to the agency. */
    decisionNote: varchar('decision_note', { length: 2000 }).notNull().default(''),
  },
  (t) => [
    index('heros_applications_round_idx').on(t.roundId, t.id),
    index('heros_applications_agency_idx').on(t.agencyId),
    check('heros_applications_status_check', sql`${t.applicationStatus} in (1, 2, 3, 4)`),
    // The queue's default order: awaiting a decision first (herosPendingRank), newest first.
    index('heros_applications_queue_idx').on(t.roundId, herosPendingRank(t.applicationStatus), t.id),
    index('heros_applications_queue_all_idx').on(herosPendingRank(t.applicationStatus), t.id),
    index('heros_applications_status_idx').on(t.roundId, t.applicationStatus, t.id),
    index('heros_applications_status_all_idx').on(t.applicationStatus, t.id),
  ],
);

/** The doses an application asks for, one row per order option. */
export const herosApplicationOrders = pgTable(
  'heros_application_orders',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => herosApplications.id),
    orderOptionId: integer('order_option_id')
      .notNull()
      .references(() => herosOrderOptions.id),
    dosesRequested: integer('doses_requested').notNull(),
  },
  (t) => [
    uniqueIndex('heros_application_orders_option_key').on(t.applicationId, t.orderOptionId),
    check('heros_application_orders_doses_check', sql`${t.dosesRequested} between 0 and 999999`),
  ],
);
