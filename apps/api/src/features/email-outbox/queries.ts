import type { OutboxMessage, OutboxMessageRow } from '@homer/contracts/email-outbox';
import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { readSearchedPage } from '../../platform/paging/searched-page.ts';

/**
 * Newest first unless asked otherwise, by the (created_at, id) index, one page per cursor. Recipient and
 * subject each have a trigram index (migration 0018), so a contains-search is a bitmap scan, not a table scan.
 */
export async function listOutbox(db: Queryable, query: PageQuery): Promise<Paged<OutboxMessageRow>> {
  const { rows, ...paged } = await readSearchedPage(
    db,
    query,
    {
      list: 'email-outbox',
      table: emailOutbox,
      key: emailOutbox.createdAt,
      kind: 'timestamp',
      id: emailOutbox.id,
      order: 'desc',
      matches: (pattern) => or(ilike(emailOutbox.toAddress, pattern), ilike(emailOutbox.subject, pattern)),
    },
    (cursorColumns) =>
      db
        .select({
          id: emailOutbox.id,
          toAddress: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          hasHtml: sql<boolean>`${emailOutbox.htmlBody} is not null`,
          failure: emailOutbox.failure,
          createdAt: emailOutbox.createdAt,
          ...cursorColumns,
        })
        .from(emailOutbox)
        .$dynamic(),
  );
  return {
    ...paged,
    data: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function getOutboxMessage(
  db: Queryable,
  id: number,
): Promise<Omit<OutboxMessage, 'linkBase'> | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return null;
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    textBody: row.textBody,
    htmlBody: row.htmlBody,
  };
}
