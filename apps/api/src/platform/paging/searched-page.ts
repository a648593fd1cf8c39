import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { type Keyset, type KeysetPage, keysetPage, readKeysetPage } from './keyset-paging.ts';

type SearchedList = Pick<Keyset, 'list' | 'key' | 'kind' | 'id'> & {
  table: PgTable;
  /** The order when the query asks for none. */
  order: Keyset['order'];
  /** The rows a contains-search keeps, given its LIKE pattern. */
  matches: (pattern: string) => SQL | undefined;
};

type CursorRow = { cursorKey: string | null; cursorId: number };

/**
 * One keyset page of a list (serial ids) that the query's search narrows by a contains-match. `select` reads the
 * rows with the cursor columns the page needs; the rows returned leave those columns out.
 */
export async function readSearchedPage<Q extends PgSelect>(
  db: Queryable,
  query: PageQuery,
  list: SearchedList,
  select: (cursorColumns: KeysetPage['columns']) => Q,
): Promise<Omit<Paged<never>, 'data'> & { rows: Omit<Awaited<Q>[number], keyof CursorRow>[] }> {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where = pattern ? list.matches(pattern) : undefined;
  const keyset = keysetPage(
    {
      list: list.list,
      key: list.key,
      kind: list.kind,
      id: list.id,
      idMax: maxId,
      order: query.sortOrder ?? list.order,
      binding: [term ?? ''],
    },
    query,
  );
  const { rows, ...page } = await readKeysetPage(
    db,
    { table: list.table, filters: where, searching: !!pattern },
    keyset,
    // The rows carry the cursor columns: `select` is handed them to read.
    async (sortMatches) =>
      (await keyset.apply(select(keyset.columns), where, sortMatches)) as (Awaited<Q>[number] & CursorRow)[],
  );
  return { ...page, rows: rows.map(({ cursorKey: _key, cursorId: _id, ...row }) => row) };
}
