import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { StockCountListQuery, StockCountRow } from '@homer/contracts/stock-counts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { stockCounts } from '../../db/schema/stock-counts.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const c = stockCounts;

// Spelled out: inside the subqueries "id" would be their own.
const lineCount = sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = "stock_counts"."id")`;
/** "All products" or "3 chosen products", over the count table as `alias` names it. */
export const scopeLabelSql = (alias: string) =>
  sql<string>`case when ${sql.raw(alias)}.scope = 'all' then 'All products'
    else cardinality(${sql.raw(alias)}.ndc_product_ids) || ' chosen product(s)' end`;

/** GET …/GetList: newest first (stock_counts_started_idx, or the status or site index when filtered), by keyset. */
export async function listStockCounts(
  db: Queryable,
  query: StockCountListQuery,
): Promise<Paged<StockCountRow>> {
  const where = and(
    query.status ? eq(c.status, query.status) : undefined,
    query.siteId ? eq(c.inventorySiteId, query.siteId) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'stock-counts',
      key: c.startedAt,
      kind: 'timestamp',
      id: c.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [query.status ?? '', query.siteId],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: c, filters: where, searching: false }, keyset, () =>
    keyset.apply(
      db
        .select({
          id: c.id,
          siteName: inventorySites.name,
          status: c.status,
          scopeLabel: scopeLabelSql('"stock_counts"'),
          lineCount,
          startedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          startedAt: sql<string>`to_char(${c.startedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
          ...keyset.columns,
        })
        .from(c)
        .innerJoin(inventorySites, eq(inventorySites.id, c.inventorySiteId))
        .leftJoin(users, eq(users.id, c.startedBy))
        .$dynamic(),
      where,
    ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}
