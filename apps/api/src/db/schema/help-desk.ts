import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { facilities, users } from './core.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Ticket categories (reference data, loaded by migration). Each list offers the ones flagged for it. */
export const helpDeskCategories = pgTable('help_desk_categories', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** Offered by api/PublicHelpTicket/HelpDeskCategories (account registration, HOMER support). */
  inHomerList: boolean('in_homer_list').notNull().default(true),
  /** Offered by api/PublicPfsHelpTicket/PfsHelpCategories. */
  inPfsList: boolean('in_pfs_list').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Ticket priorities (reference data): 1 High, 2 Normal, 3 Low. */
export const helpDeskPriorities = pgTable('help_desk_priorities', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** SLA targets in calendar hours (migration 0030, decision 051). */
  firstResponseHours: integer('first_response_hours').notNull().default(8),
  resolutionHours: integer('resolution_hours').notNull().default(72),
});

export const helpDeskTickets = pgTable(
  'help_desk_tickets',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    /** Where the ticket came from: 'PFS' (public support form), 'Registration' (account request), 'Staff'. */
    source: varchar('source', { length: 20 }).notNull(),
    /** Draft, New, Open, Pending, Resolved, Closed (contracts/help-desk-tickets.ts TicketStatus). */
    status: varchar('status', { length: 20 }).notNull().default('New'),
    fullName: varchar('full_name', { length: 250 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 21 }).notNull(),
    facilityId: integer('facility_id').references(() => facilities.id),
    /** The facility's name when the ticket was written, kept if the facility is renamed later. */
    facilityName: varchar('facility_name', { length: 100 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpDeskCategories.id),
    priorityId: integer('priority_id')
      .notNull()
      .references(() => helpDeskPriorities.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The requester when signed in (CreateTicket): they may open the ticket, see and add public messages. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account CreateAccountFromRequest made from this (Account Registration) ticket. */
    createdAccountUserId: integer('created_account_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first public reply by staff (SLA first response). */
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    /** When it became Resolved or Closed; cleared when it reopens (SLA resolution). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Changes with every write of the row: Update and Close refuse a stale one. */
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
    /** lower(full_name || ' ' || email), kept by PostgreSQL: the queue's requester filter (LIKE, trigram index). */
    requesterSearch: text('requester_search').generatedAlwaysAs(
      sql`lower(${sql.identifier('full_name')} || ' ' || ${sql.identifier('email')})`,
    ),
  },
  (t) => [
    uniqueIndex('help_desk_tickets_guid_key').on(t.guid),
    index('help_desk_tickets_created_idx').on(t.createdAt, t.id),
  ],
);

/** A ticket's conversation: public replies (staff or requester) and internal notes (staff only). */
export const helpDeskTicketMessages = pgTable('help_desk_ticket_messages', {
  id: serial('id').primaryKey(),
  helpDeskTicketId: integer('help_desk_ticket_id')
    .notNull()
    .references(() => helpDeskTickets.id, { onDelete: 'cascade' }),
  authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
  authorKind: varchar('author_kind', { length: 10 }).notNull().$type<'staff' | 'requester'>(),
  authorName: varchar('author_name', { length: 250 }).notNull(),
  body: varchar('body', { length: 5000 }).notNull(),
  isInternal: boolean('is_internal').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Files attached to a ticket, kept in the database; the type was detected from the content. */
export const helpDeskTicketAttachments = pgTable('help_desk_ticket_attachments', {
  id: serial('id').primaryKey(),
  helpDeskTicketId: integer('help_desk_ticket_id')
    .notNull()
    .references(() => helpDeskTickets.id, { onDelete: 'cascade' }),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 50 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  isInternal: boolean('is_internal').notNull().default(false),
  uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  uploadedByName: varchar('uploaded_by_name', { length: 250 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One feedback request per closed ticket; the survey link carries the ticket id and this row's guid.
 * rating stays null until the single response arrives.
 */
export const helpDeskFeedback = pgTable(
  'help_desk_feedback',
  {
    id: serial('id').primaryKey(),
    helpDeskTicketId: integer('help_desk_ticket_id')
      .notNull()
      .references(() => helpDeskTickets.id, { onDelete: 'cascade' }),
    guid: uuid('guid').notNull().defaultRandom(),
    rating: smallint('rating'),
    comment: varchar('comment', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('help_desk_feedback_ticket_key').on(t.helpDeskTicketId),
    uniqueIndex('help_desk_feedback_guid_key').on(t.guid),
  ],
);
