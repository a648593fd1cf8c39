import type { OutboxMessage, OutboxMessageRow } from '@homer/contracts/email-outbox';
import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { keysetPage, readKeysetPage } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';

/**
 * Newest first unless asked otherwise, by the (created_at, id) index, one page per cursor. Recipient and
 * subject each have a trigram index (migration 0018), so a contains-search is a bitmap scan, not a table scan.
 */
export async function listOutbox(db: Queryable, query: PageQuery): Promise<Paged<OutboxMessageRow>> {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where = pattern
    ? or(ilike(emailOutbox.toAddress, pattern), ilike(emailOutbox.subject, pattern))
    : undefined;
  const keyset = keysetPage(
    {
      list: 'email-outbox',
      key: emailOutbox.createdAt,
      kind: 'timestamp',
      id: emailOutbox.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [term ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: emailOutbox, filters: where, searching: !!pattern },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: emailOutbox.id,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            hasHtml: sql<boolean>`${emailOutbox.htmlBody} is not null`,
            failure: emailOutbox.failure,
            createdAt: emailOutbox.createdAt,
            ...keyset.columns,
          })
          .from(emailOutbox)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return {
    ...paged,
    data: rows.map(({ cursorKey: _key, cursorId: _id, ...r }) => ({
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
