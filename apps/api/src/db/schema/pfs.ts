import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { facilities, users } from './core.ts';

/** Requests for PFS access (PFS Registration page), waiting for staff review. */
export const pfsRegistrations = pgTable(
  'pfs_registrations',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 21 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pfs_registrations_created_idx').on(t.createdAt, t.id)],
);

export const pfsRegistrationFacilities = pgTable(
  'pfs_registration_facilities',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => pfsRegistrations.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.facilityId] }),
    index('pfs_registration_facilities_facility_idx').on(t.facilityId),
  ],
);

/**
 * Users of the pharmacy forms system, as PFS hands them over. The guid is the secret in the
 * "register in HOMER" link PFS sends; homer_user_id is set once the person has registered.
 */
export const pfsUsers = pgTable(
  'pfs_users',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 21 }),
    homerUserId: integer('homer_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pfs_users_guid_key').on(t.guid)],
);

export const pfsUserFacilities = pgTable(
  'pfs_user_facilities',
  {
    pfsUserId: integer('pfs_user_id')
      .notNull()
      .references(() => pfsUsers.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
  },
  (t) => [
    primaryKey({ columns: [t.pfsUserId, t.facilityId] }),
    index('pfs_user_facilities_facility_idx').on(t.facilityId),
  ],
);
