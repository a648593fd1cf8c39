import type { OutboxMessage, OutboxMessageRow } from '@homer/contracts/email-outbox';
import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { cappedTotal } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';

/** Newest first unless asked otherwise; ordered by the (created_at, id) index. */
export async function listOutbox(db: Queryable, query: PageQuery): Promise<Paged<OutboxMessageRow>> {
  const order = (query.sortOrder ?? 'desc') === 'asc' ? asc : desc;
  const term = query.search?.trim();
  const where = term
    ? or(
        ilike(emailOutbox.toAddress, containsPattern(term)),
        ilike(emailOutbox.subject, containsPattern(term)),
      )
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        hasHtml: sql<boolean>`${emailOutbox.htmlBody} is not null`,
        failure: emailOutbox.failure,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(order(emailOutbox.createdAt), order(emailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, emailOutbox, where),
  ]);
  return { ...total, data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

export async function getOutboxMessage(db: Queryable, id: number): Promise<OutboxMessage | null> {
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
