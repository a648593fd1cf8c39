import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';

/** WebAuthn authenticators ("devices") a user enrolled for multi-factor sign-in. */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url credential id, as the browser reports it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: varchar('transports', { length: 30 }).array().notNull().default(sql`'{}'::varchar[]`),
    deviceName: varchar('device_name', { length: 50 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webauthn_credentials_credential_key').on(t.credentialId),
    index('webauthn_credentials_user_idx').on(t.userId),
  ],
);

/** The fingerprint a user enrolled with the matching service (or the development simulator). */
export const fingerprintEnrollments = pgTable('fingerprint_enrollments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'cloudabis' (the service keeps the template under the registration id) or 'simulator'. */
  provider: varchar('provider', { length: 20 }).notNull(),
  registrationId: varchar('registration_id', { length: 100 }).notNull(),
  /** Simulator only: salted hash of the sample; the real service never hands its template back. */
  templateHash: text('template_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Identity-provider accounts (Entra ID: issuer + subject) linked to a user at their first SSO sign-in. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: varchar('issuer', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_identities_subject_key').on(t.issuer, t.subject),
    index('sso_identities_user_idx').on(t.userId),
  ],
);

/**
 * Short-lived, single-use sign-in steps: multi-factor tickets, WebAuthn registration challenges, SSO
 * authorization state, the SSO hand-off code and QR sign-in tokens. Secrets are stored hashed.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the secret the client holds (state, code, token); null when the id itself is signed. */
    secretHash: varchar('secret_hash', { length: 64 }),
    data: jsonb('data').notNull().default({}),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_secret_key').on(t.secretHash),
    index('sign_in_challenges_expires_idx').on(t.expiresAt),
  ],
);
