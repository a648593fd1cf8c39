import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { facilities } from './core.ts';

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
});

export const helpDeskTickets = pgTable(
  'help_desk_tickets',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    /** Where the ticket came from: 'PFS' (public support form), 'Registration' (account request), 'Staff'. */
    source: varchar('source', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Open'),
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
  },
  (t) => [
    uniqueIndex('help_desk_tickets_guid_key').on(t.guid),
    index('help_desk_tickets_created_idx').on(t.createdAt, t.id),
  ],
);

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
