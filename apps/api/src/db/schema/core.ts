import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
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
import { counties } from './public-forms.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    emailDomain: varchar('email_domain', { length: 100 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('organizations_name_idx').on(t.name, t.id)],
);

export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: varchar('name', { length: 100 }).notNull(),
    longName: varchar('long_name', { length: 250 }),
    isPharmacy: boolean('is_pharmacy').notNull().default(false),
    supportsRequests: boolean('supports_requests').notNull().default(false),
    /** Offered to PFS (pharmacy forms system) users: PFS registration and PFS support tickets. */
    usesPfs: boolean('uses_pfs').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** One of facilityTypes (contracts/organizations.ts); decision 037. */
    facilityType: varchar('facility_type', { length: 30 }),
    // The verified address (public forms' address service); null until an administrator verifies one.
    street: varchar('street', { length: 100 }),
    secondary: varchar('secondary', { length: 50 }).notNull().default(''),
    city: varchar('city', { length: 50 }),
    state: varchar('state', { length: 2 }),
    zip: varchar('zip', { length: 10 }),
    formattedAddress: varchar('formatted_address', { length: 250 }),
    countyId: integer('county_id').references(() => counties.id),
  },
  (t) => [
    index('facilities_organization_idx').on(t.organizationId),
    index('facilities_name_idx').on(t.name, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 21 }),
    organizationId: integer('organization_id').references(() => organizations.id),
    passwordHash: text('password_hash'),
    inactivityTimeout: boolean('inactivity_timeout').notNull().default(false),
    isInternalBphpUser: boolean('is_internal_bphp_user').notNull().default(false),
    /** The inventory shipping workstation the user works at (migration 0040 adds the reference). */
    invWorkstationId: integer('inv_workstation_id'),
    /** The CI repack workstation the user works at (migration 0040). */
    ciWorkstationId: integer('ci_workstation_id'),
    isRxUser: boolean('is_rx_user').notNull().default(false),
    needToResetPin: boolean('need_to_reset_pin').notNull().default(false),
    fidoMfaEnabled: boolean('fido_mfa_enabled').notNull().default(false),
    fingerprintMfaEnabled: boolean('fingerprint_mfa_enabled').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** An administrator's unlock: the sign-in throttle counts wrong passwords after this only (decision 040). */
    signInFailuresClearedAt: timestamp('sign_in_failures_cleared_at', { withTimezone: true }),
    /** An administrator's "Sign out everywhere": setting it revokes every session (trigger, migration 0022). */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // Migration 0020: keyset sorts of the users list (the trigram search indexes are in the migration only).
    index('users_last_name_idx').on(t.lastName, t.id),
    index('users_user_name_idx').on(t.userName, t.id),
    index('users_email_idx').on(t.email, t.id),
  ],
);

export const userFacilities = pgTable(
  'user_facilities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.facilityId] }),
    index('user_facilities_facility_idx').on(t.facilityId),
  ],
);

export const moduleAccess = pgTable(
  'module_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: varchar('module', { length: 30 }).notNull(),
    role: varchar('role', { length: 30 }).notNull(),
    /** Stamped by a trigger on insert and on a change of role (migration 0022, decision 043). */
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    grantedBy: integer('granted_by'),
    /** The access review's keyset tie-breaker (migration 0022). */
    id: serial('id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.module] }),
    uniqueIndex('module_access_id_key').on(t.id),
    index('module_access_module_role_idx').on(t.module, t.role),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 30 }),
    mfaVerified: boolean('mfa_verified').notNull().default(false),
    mobileScanning: boolean('mobile_scanning').notNull().default(false),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /** A phone's session names the desktop session whose QR code opened it, and ends with it (migration 0041). */
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_parent_idx').on(t.parentSessionId).where(sql`${t.parentSessionId} is not null`),
  ],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 100 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    /** The address as the throttles count it: IPv6 by its /64, which one client can rotate through freely. */
    addressKey: varchar('address_key', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    wasSuccessful: boolean('was_successful').notNull(),
    reason: varchar('reason', { length: 30 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_history_user_name_idx').on(sql`lower(${t.userName})`, t.createdAt),
    index('login_history_ip_idx').on(t.ipAddress, t.createdAt),
    index('login_history_user_idx').on(t.userId, t.createdAt),
    // The sign-in throttle per (account, address) and per address.
    index('login_history_user_name_address_idx').on(sql`lower(${t.userName})`, t.addressKey, t.createdAt),
    index('login_history_address_idx').on(t.addressKey, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);
