import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/core.ts';

/** Who posted a document (joined as `users`); null for HOMER's own postings. */
export const postedByName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

/** The reversal of the document whose id is `documentId` (reverses_document_id is unique), or null. */
export const reversedBy = (documentId: SQL) =>
  sql<number | null>`(select v.id from stock_documents v where v.reverses_document_id = ${documentId})`;
