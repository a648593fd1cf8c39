import type { Paged } from '@homer/contracts/envelope';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './pool.ts';

/**
 * Counting stops here: an exact count(*) reads every matching row, which large tables cannot afford on
 * each page. Past the cap the list says "10,000+" and a narrower filter finds the rest.
 */
export const countCap = 10_000;

export async function cappedTotal(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<Omit<Paged<never>, 'data'>> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(countCap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > countCap ? { totalRecords: countCap, totalCapped: true } : { totalRecords: n };
}
