import { type Paged, pageCursorMessages } from '@homer/contracts/envelope';
import type { RecallListQuery, RecallRow } from '@homer/contracts/fda-recalls';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { countCap } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findRecallHoldings, stockOfRecall } from './holdings.ts';
import { inFormulary, recallColumns } from './widget.ts';

type LastImport = { at: string; source: string; records: number } | null;

function filters(query: RecallListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.state) parts.push(sql`r.state = ${query.state}`);
  if (query.status) parts.push(sql`r.status = ${query.status}`);
  if (query.isInFormulary) parts.push(inFormulary);
  if (query.isInStock)
    parts.push(sql`exists (select 1 from inventory_stock st join inventory_sites s on s.id = st.inventory_site_id
      where s.is_active and st.quantity > 0 and ${stockOfRecall})`);
  const term = query.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    parts.push(sql`(r.recall_number ilike ${pattern} or r.product_description ilike ${pattern}
      or r.recalling_firm ilike ${pattern} or array_to_string(r.product_ndcs, ' ') like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET …/GetFdaRecallList: newest initiation first, offset-paged (the store holds thousands, not millions). */
export async function listRecalls(
  db: Queryable,
  query: RecallListQuery,
): Promise<Paged<RecallRow> & { lastImport: LastImport }> {
  const offset = (query.page - 1) * query.pageSize;
  if (offset > countCap) throw new HttpError(400, pageCursorMessages.tooDeep);
  const where = filters(query);
  const order = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await db.execute<Omit<RecallRow, 'holdings'>>(sql`
    select ${recallColumns}, coalesce(r.state, '') as state, r.status, coalesce(r.classification, '') as classification,
      r.recalling_firm as "recallingFirm", r.reason_for_recall as "reasonForRecall",
      array_to_string(r.package_ndcs, ', ') as "packageNdcs"
    from fda_recalls r where ${where}
    order by r.recall_initiation_date ${order}, r.id ${order}
    limit ${query.pageSize} offset ${offset}`);
  const counted = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from fda_recalls r where ${where} limit ${countCap + 1}) c`);
  const n = counted.rows[0]?.n ?? 0;
  const holdings = await findRecallHoldings(
    db,
    rows.map((r) => r.id),
  );
  const last = await db.execute<{ at: string; source: string; records: number }>(sql`
    select to_char(imported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, source, records
    from fda_recall_imports order by imported_at desc, id desc limit 1`);
  return {
    data: rows.map((row) => ({ ...row, holdings: holdings.get(row.id) ?? [] })),
    totalRecords: Math.min(n, countCap),
    ...(n > countCap ? { totalCapped: true } : {}),
    lastImport: last.rows[0] ?? null,
  };
}
