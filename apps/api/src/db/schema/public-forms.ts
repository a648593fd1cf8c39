import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Captcha solutions already accepted: a solution is good for one submission only. The submitter's address (keyed
 * hash) tells the challenge endpoint of every instance who submitted recently.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: varchar('signature', { length: 128 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    addressHash: varchar('address_hash', { length: 64 }),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('captcha_solutions_expires_idx').on(t.expiresAt),
    index('captcha_solutions_address_idx').on(t.addressHash, t.spentAt),
  ],
);

/**
 * One row per recipient of mail that a public form caused (keyed hash of the address), sent or capped: the
 * per-recipient hourly cap is counted here so that all instances agree.
 */
export const publicFormMail = pgTable(
  'public_form_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientHash: varchar('recipient_hash', { length: 64 }).notNull(),
    capped: boolean('capped').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_form_mail_recipient_idx').on(t.recipientHash, t.createdAt)],
);

/**
 * Mail kept here when no SMTP server is configured, or when the SMTP server refused it: system administrators
 * read it on the outbox page. Mail a public form was not allowed to send (per-recipient cap) is listed with its
 * reason and without its body.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    failure: varchar('failure', { length: 500 }),
    /** Set when the SMTP server permanently refused the recipient (a 5xx reply): a bounce (decision 048). */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt, t.id),
    index('email_outbox_bounced_idx')
      .on(sql`lower(${t.toAddress})`, t.bouncedAt.desc())
      .where(sql`${t.bouncedAt} is not null`),
    // The outbox list's contains-search over recipient and subject (migration 0018, decision 027).
    index('email_outbox_to_trgm_idx').using('gin', sql`${t.toAddress} gin_trgm_ops`),
    index('email_outbox_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
  ],
);

/** The state's counties (reference data, loaded by migration). */
export const counties = pgTable('counties', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  fips: varchar('fips', { length: 5 }).notNull(),
});

/** First three ZIP digits and the county most addresses under them belong to (local address adapter). */
export const zipPrefixes = pgTable('zip_prefixes', {
  prefix: varchar('prefix', { length: 3 }).primaryKey(),
  city: varchar('city', { length: 50 }).notNull(),
  countyId: integer('county_id')
    .notNull()
    .references(() => counties.id),
});
