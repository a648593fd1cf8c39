import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
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
    /** 'pfs': the PFS Registration form; 'homer': an account made from a PFS link (decision 053). */
    kind: varchar('kind', { length: 10 }).notNull().default('pfs'),
    /** homer kind: the PFS user whose link made the account. */
    pfsUserId: integer('pfs_user_id').references((): AnyPgColumn => pfsUsers.id, { onDelete: 'set null' }),
    /** homer kind: the account; pfs kind: the account created or linked on approval. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reason given for a denial (mailed to the person). */
    decisionReason: varchar('decision_reason', { length: 1000 }),
    /** What the decision did: the account created or linked, the access granted, what a denied account keeps. */
    decisionNote: varchar('decision_note', { length: 1000 }),
    /** lower("first last email"), for the queue's contains-search (trigram index, migration 0032). */
    search: text('search').generatedAlwaysAs(
      sql`lower(${sql.identifier('first_name')} || ' ' || ${sql.identifier('last_name')} || ' ' || ${sql.identifier('email')})`,
    ),
  },
  (t) => [
    index('pfs_registrations_created_idx').on(t.createdAt, t.id),
    index('pfs_registrations_status_created_idx').on(t.status, t.createdAt, t.id),
    index('pfs_registrations_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('pfs_registrations_kind_status_created_idx').on(t.kind, t.status, t.createdAt, t.id),
    index('pfs_registrations_user_idx').on(t.userId),
  ],
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
