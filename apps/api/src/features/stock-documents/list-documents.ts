import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { StockDocumentListQuery, StockDocumentRow } from '@homer/contracts/stock-documents';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { stockDocuments } from '../../db/schema/stock.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { postedByName, reversedBy } from './document-columns.ts';

const d = stockDocuments;

// Spelled out: inside the subquery "id" would be its own.
const lineCount = sql<number>`(select count(*)::int from stock_movements m where m.document_id = "stock_documents"."id")`;

/**
 * GET …/StockDocuments/GetList: newest posted first, by id (the primary key, or the site or kind index when
 * filtered), one keyset page per cursor. A search is a contains-match on the reference (trigram index).
 */
export async function listStockDocuments(
  db: Queryable,
  query: StockDocumentListQuery,
): Promise<Paged<StockDocumentRow>> {
  const search = query.search?.trim();
  const where = and(
    query.siteId ? eq(d.inventorySiteId, query.siteId) : undefined,
    query.kind ? eq(d.kind, query.kind) : undefined,
    search ? ilike(d.reference, containsPattern(search)) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'stock-documents',
      key: d.id,
      kind: 'integer',
      id: d.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [query.siteId, query.kind ?? '', search ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: d, filters: where, searching: !!search }, keyset, () =>
    keyset.apply(
      db
        .select({
          id: d.id,
          kind: d.kind,
          siteName: inventorySites.name,
          reference: d.reference,
          lineCount,
          occurredAt: isoTime(d.occurredAt),
          recordedAt: isoTime(d.recordedAt),
          postedBy: postedByName,
          reversedBy: reversedBy(sql`"stock_documents"."id"`),
          ...keyset.columns,
        })
        .from(d)
        .innerJoin(inventorySites, eq(inventorySites.id, d.inventorySiteId))
        .leftJoin(users, eq(users.id, d.postedBy))
        .$dynamic(),
      where,
    ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}
