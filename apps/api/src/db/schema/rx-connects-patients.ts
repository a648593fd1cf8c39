import type { RxApplicationStatus } from '@homer/contracts/rx-connects-patients';
import type { RxCoverage } from '@homer/contracts/rx-patient-application';
import { boolean, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { ndcProducts } from './pharmacy.ts';
import {
  addressColumns,
  rxConnectsDenialReasons,
  rxConnectsDonors,
  rxConnectsRepositories,
} from './rx-connects.ts';
import { stockDocuments, stockLots } from './stock.ts';

/**
 * Rx Connects patients and donated stock (migration 0061, decision 112). An application is PHI. Dispensed and
 * donated units are on the ledger: a dispensing is the demand ('rx_dispensing', id) of its shipment document, and a
 * donation's accepted units arrive on one donation document at the repository's own inventory site.
 */
export const rxPatientApplications = pgTable(
  'rx_patient_applications',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    emailAddress: varchar('email_address', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 30 }).notNull(),
    ...addressColumns(),
    isFloridaResident: boolean('is_florida_resident').notNull(),
    coverage: varchar('coverage', { length: 20 }).$type<RxCoverage>().notNull(),
    medicinesNeeded: varchar('medicines_needed', { length: 1000 }).notNull(),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => rxConnectsRepositories.id),
    isAttested: boolean('is_attested').notNull(),
    signature: varchar('signature', { length: 100 }).notNull(),
    dateSigned: timestamp('date_signed', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 10 }).$type<RxApplicationStatus>().notNull().default('Pending'),
    deniedReasonId: integer('denied_reason_id').references(() => rxConnectsDenialReasons.id),
    decisionNote: varchar('decision_note', { length: 500 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rx_patient_applications_repository_idx').on(t.repositoryId, t.status, t.id),
    index('rx_patient_applications_status_idx').on(t.status, t.id),
  ],
);

export const rxDispensings = pgTable(
  'rx_dispensings',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => rxPatientApplications.id),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => rxConnectsRepositories.id),
    note: varchar('note', { length: 500 }),
    dispensedBy: integer('dispensed_by')
      .notNull()
      .references(() => users.id),
    dispensedAt: timestamp('dispensed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rx_dispensings_application_idx').on(t.applicationId, t.id),
    index('rx_dispensings_repository_idx').on(t.repositoryId, t.dispensedAt),
  ],
);

export const rxDonations = pgTable(
  'rx_donations',
  {
    id: serial('id').primaryKey(),
    repositoryId: integer('repository_id')
      .notNull()
      .references(() => rxConnectsRepositories.id),
    donorId: integer('donor_id')
      .notNull()
      .references(() => rxConnectsDonors.id),
    receivedOn: date('received_on').notNull(),
    /** The receipt of the accepted units; null when every unit was rejected. */
    stockDocumentId: integer('stock_document_id')
      .unique()
      .references(() => stockDocuments.id),
    note: varchar('note', { length: 500 }),
    inspectedBy: integer('inspected_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rx_donations_repository_idx').on(t.repositoryId, t.id),
    index('rx_donations_received_idx').on(t.repositoryId, t.receivedOn),
  ],
);

export const rxDonationLines = pgTable(
  'rx_donation_lines',
  {
    id: serial('id').primaryKey(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => rxDonations.id),
    ndcProductId: integer('ndc_product_id')
      .notNull()
      .references(() => ndcProducts.id),
    lotNumber: varchar('lot_number', { length: 20 }).notNull(),
    expiryDate: date('expiry_date').notNull(),
    quantity: integer('quantity').notNull(),
    rejected: integer('rejected').notNull(),
    rejectionReason: varchar('rejection_reason', { length: 200 }),
    /** The lot the accepted units went into; null when all were rejected. */
    lotId: integer('lot_id').references(() => stockLots.id),
  },
  (t) => [index('rx_donation_lines_donation_idx').on(t.donationId, t.id)],
);
