import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './core.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Knowledge base documents (spec document 1 §3; migration 0029, decision 050). `content` is sanitized HTML;
 * `content_text` is its text for full-text search, and the generated `search_vector` (not mapped here) indexes
 * title, description and that text.
 */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: serial('id').primaryKey(),
    module: smallint('module').notNull(),
    permissionRole: smallint('permission_role').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    content: text('content').notNull().default(''),
    contentText: text('content_text').notNull().default(''),
    videoId: varchar('video_id', { length: 20 }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_documents_module_sort_idx').on(t.module, t.sortOrder, t.id)],
);

/** Every saved state of a document, newest last (decision 050). Not audited: it is the history itself. */
export const kbDocumentRevisions = pgTable(
  'kb_document_revisions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => kbDocuments.id, { onDelete: 'cascade' }),
    module: smallint('module').notNull(),
    permissionRole: smallint('permission_role').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    content: text('content').notNull(),
    videoId: varchar('video_id', { length: 20 }),
    restoredFromRevisionId: integer('restored_from_revision_id'),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_document_revisions_document_idx').on(t.documentId, t.id)],
);

/** Images shown in documents' content, served by id and unguessable guid (decision 050). */
export const kbImages = pgTable(
  'kb_images',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom().unique(),
    /** Null until a saved document shows it. */
    documentId: integer('document_id').references(() => kbDocuments.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kb_images_document_idx').on(t.documentId),
    index('kb_images_unsaved_idx').on(t.uploadedBy, t.createdAt).where(sql`${t.documentId} is null`),
  ],
);
