import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { counties } from './public-forms.ts';

/** Review status of a donor or repository application (reference data; 1 = Pending, see decision 016). */
export const rxConnectsStatuses = pgTable('rx_connects_statuses', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
});

/** "Type of Facility" choices of the donor form (reference data). */
export const rxConnectsDonorFacilityTypes = pgTable('rx_connects_donor_facility_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Facility types of the repository form (reference data). */
export const rxConnectsFacilityTypes = pgTable('rx_connects_facility_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Agencies that license a repository (reference data). */
export const rxConnectsLicensingAgencies = pgTable('rx_connects_licensing_agencies', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Why staff denied an application (decision 054): a managed list; a reason in use is deactivated, never deleted. */
export const rxConnectsDenialReasons = pgTable(
  'rx_connects_denial_reasons',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rx_connects_denial_reasons_name_key').on(sql`lower(${t.name})`)],
);

/** The staff decision on an application (decision 054): who, when, and the note the applicant was sent. */
const decisionColumns = () => ({
  deniedReasonId: integer('denied_reason_id').references((): AnyPgColumn => rxConnectsDenialReasons.id),
  decisionNote: varchar('decision_note', { length: 500 }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedByUserId: integer('decided_by_user_id').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

/** The lists' search box: lowered once when the row is written (migration 0033). */
const searchText = (contactColumn: string) =>
  text('search_text').generatedAlwaysAs(
    sql`lower(${sql.identifier('name')} || ' ' || ${sql.identifier('email_address')} || ' ' || ${sql.identifier(contactColumn)} || ' ' || ${sql.identifier('city')})`,
  );

const listIndexes = (
  table: string,
  t: {
    statusId: AnyPgColumn;
    dateSigned: AnyPgColumn;
    name: AnyPgColumn;
    id: AnyPgColumn;
    countyId: AnyPgColumn;
  },
) => [
  index(`${table}_status_idx`).on(t.statusId, t.id),
  index(`${table}_status_signed_idx`).on(t.statusId, t.dateSigned, t.id),
  index(`${table}_status_name_idx`).on(t.statusId, t.name, t.id),
  index(`${table}_signed_idx`).on(t.dateSigned, t.id),
  index(`${table}_name_idx`).on(t.name, t.id),
  index(`${table}_county_idx`).on(t.countyId),
];

/** A verified address with its county, as the Rx Connects forms store it (donors, repositories, applicants). */
export const addressColumns = () => ({
  street: varchar('street', { length: 100 }).notNull(),
  secondary: varchar('secondary', { length: 50 }).notNull().default(''),
  city: varchar('city', { length: 50 }).notNull(),
  state: varchar('state', { length: 2 }).notNull(),
  zip: varchar('zip', { length: 10 }).notNull(),
  formattedAddress: varchar('formatted_address', { length: 250 }).notNull(),
  countyId: integer('county_id')
    .notNull()
    .references(() => counties.id),
});

/** A donor's participation form (spec document 2, "Donor registration"). */
export const rxConnectsDonors = pgTable(
  'rx_connects_donors',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    facilityTypeId: integer('facility_type_id')
      .notNull()
      .references(() => rxConnectsDonorFacilityTypes.id),
    emailAddress: varchar('email_address', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 30 }),
    ...addressColumns(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
    isAttested: boolean('is_attested').notNull(),
    signature: varchar('signature', { length: 100 }).notNull(),
    dateSigned: timestamp('date_signed', { withTimezone: true }).notNull(),
    comments: varchar('comments', { length: 250 }),
    statusId: integer('status_id')
      .notNull()
      .references(() => rxConnectsStatuses.id),
    ...decisionColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: searchText('contact_name'),
  },
  (t) => listIndexes('rx_connects_donors', t),
);

/** A repository's participation form (spec document 2, "Repository registration"). */
export const rxConnectsRepositories = pgTable(
  'rx_connects_repositories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    licenseNumber: varchar('license_number', { length: 50 }).notNull(),
    websiteAddress: varchar('website_address', { length: 100 }).notNull(),
    licensingAgencyId: integer('licensing_agency_id')
      .notNull()
      .references(() => rxConnectsLicensingAgencies.id),
    licenseOfIssuingAgency: varchar('license_of_issuing_agency', { length: 100 }),
    address: varchar('address', { length: 200 }),
    ...addressColumns(),
    emailAddress: varchar('email_address', { length: 100 }).notNull(),
    pharmacistName: varchar('pharmacist_name', { length: 100 }).notNull(),
    pharmacistContactPhone: varchar('pharmacist_contact_phone', { length: 20 }).notNull(),
    facilityTypeId: integer('facility_type_id')
      .notNull()
      .references(() => rxConnectsFacilityTypes.id),
    isAttested: boolean('is_attested').notNull(),
    pharmacistSignature: varchar('pharmacist_signature', { length: 100 }).notNull(),
    dateSigned: timestamp('date_signed', { withTimezone: true }).notNull(),
    comments: varchar('comments', { length: 250 }),
    statusId: integer('status_id')
      .notNull()
      .references(() => rxConnectsStatuses.id),
    ...decisionColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: searchText('pharmacist_name'),
  },
  (t) => listIndexes('rx_connects_repositories', t),
);
