import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { herosAgencies } from './heros.ts';
import { rxConnectsDonors, rxConnectsRepositories } from './rx-connects.ts';

/** Decision 045: the HEROS agencies a user is a contact of, one row per (agency, user). */
export const herosAgencyContacts = pgTable(
  'heros_agency_contacts',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => herosAgencies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactRole: varchar('contact_role', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'heros_agency_contacts_pkey', columns: [t.agencyId, t.userId] }),
    index('heros_agency_contacts_user_idx').on(t.userId),
  ],
);

/** Decision 045: a user's role at one Rx Connects repository or donor (exactly one of the two). */
export const rxConnectsUserRoles = pgTable(
  'rx_connects_user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repositoryId: integer('repository_id').references(() => rxConnectsRepositories.id),
    donorId: integer('donor_id').references(() => rxConnectsDonors.id),
    role: varchar('role', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rx_connects_user_roles_one_site_check', sql`num_nonnulls(${t.repositoryId}, ${t.donorId}) = 1`),
    uniqueIndex('rx_connects_user_roles_repository_key')
      .on(t.userId, t.repositoryId)
      .where(sql`${t.repositoryId} is not null`),
    uniqueIndex('rx_connects_user_roles_donor_key')
      .on(t.userId, t.donorId)
      .where(sql`${t.donorId} is not null`),
    index('rx_connects_user_roles_repository_idx')
      .on(t.repositoryId)
      .where(sql`${t.repositoryId} is not null`),
    index('rx_connects_user_roles_donor_idx').on(t.donorId).where(sql`${t.donorId} is not null`),
  ],
);
