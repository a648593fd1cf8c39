import type { Paged } from '@homer/contracts/envelope';
import type { RecallListQuery, RecallRow } from '@homer/contracts/fda-recalls';
import { maxId } from '@homer/contracts/fields';
import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { fdaRecalls } from '../../db/schema/pharmacy.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { findRecallHoldings, heldStock, productOfRecall } from '../../platform/recalls/recall-holdings.ts';
import { inFormulary, recallColumns } from './widget.ts';

type LastImport = { at: string; source: string; records: number } | null;

/** The recalls as `r`, the name the shared recall SQL (columns, formulary and stock matches) uses. */
const r = alias(fdaRecalls, 'r');

function filters(query: RecallListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.state) parts.push(sql`r.state = ${query.state}`);
  if (query.status) parts.push(sql`r.status = ${query.status}`);
  if (query.isInFormulary) parts.push(inFormulary);
  if (query.isInStock) parts.push(sql`exists (select 1 from ${heldStock} where ${productOfRecall})`);
  const term = query.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    parts.push(sql`(r.recall_number ilike ${pattern} or r.product_description ilike ${pattern}
      or r.recalling_firm ilike ${pattern} or array_to_string(r.product_ndcs, ' ') like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET …/GetFdaRecallList: newest initiation first (or oldest), keyset-paged like every long list (decision 027). */
export async function listRecalls(
  db: Queryable,
  query: RecallListQuery,
): Promise<Paged<RecallRow> & { lastImport: LastImport }> {
  const where = filters(query);
  const keyset = keysetPage(
    {
      list: 'fda-recalls',
      key: r.recallInitiationDate,
      kind: 'date',
      nullable: true,
      id: r.id,
      idMax: maxId,
      order: query.sortOrder === 'asc' ? 'asc' : 'desc',
      binding: [query.state, query.status, query.isInFormulary, query.isInStock, query.search?.trim() ?? ''],
    },
    query,
  );
  const searching = !!query.search?.trim();
  const page = await readKeysetPage(
    db,
    { table: r, filters: where, searching },
    keyset,
    async (sortMatches) => {
      const { rows } = await db.execute<
        Omit<RecallRow, 'holdings'> & { cursorKey: string | null; cursorId: number }
      >(sql`
      select ${recallColumns}, coalesce(r.state, '') as state, r.status,
        coalesce(r.classification, '') as classification,
        r.recalling_firm as "recallingFirm", r.reason_for_recall as "reasonForRecall",
        array_to_string(r.package_ndcs, ', ') as "packageNdcs", r.in_formulary as "inFormulary",
        ${keyset.columns.cursorKey} as "cursorKey", ${keyset.columns.cursorId} as "cursorId"
      from fda_recalls r where ${and(where, keyset.where)}
      order by ${sql.join(keyset.orderBy(sortMatches), sql`, `)}
      limit ${keyset.limit} offset ${keyset.offset}`);
      return rows;
    },
  );
  const { rows, ...paged } = page;
  const [holdings, last] = await Promise.all([
    findRecallHoldings(
      db,
      rows.map((row) => row.id),
    ),
    db.execute<{ at: string; source: string; records: number }>(sql`
      select to_char(imported_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, source, records
      from fda_recall_imports order by imported_at desc, id desc limit 1`),
  ]);
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => ({
      ...row,
      holdings: holdings.get(row.id) ?? [],
    })),
    lastImport: last.rows[0] ?? null,
  };
}
