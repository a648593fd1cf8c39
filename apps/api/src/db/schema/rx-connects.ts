import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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

const addressColumns = () => ({
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
    deniedReasonId: integer('denied_reason_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rx_connects_donors_status_idx').on(t.statusId, t.id)],
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
    deniedReasonId: integer('denied_reason_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rx_connects_repositories_status_idx').on(t.statusId, t.id)],
);
