import type { Paged } from '@homer/contracts/envelope';
import {
  isSystemStockReason,
  type StockReasonListQuery,
  type StockReasonRow,
} from '@homer/contracts/stock-reasons';
import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { stockReasons } from '../../db/schema/stock.ts';

const r = stockReasons;

/**
 * GET …/GetList by code (the primary key's index). Reasons are a curated list of dozens, not a growing one, and
 * their key is text without a numeric id, so pages are read by offset (decision 101).
 */
export async function listStockReasons(
  db: Queryable,
  query: StockReasonListQuery,
): Promise<Paged<StockReasonRow>> {
  const term = query.search?.trim() ?? '';
  const where = term
    ? or(ilike(r.code, containsPattern(term)), ilike(r.label, containsPattern(term)))
    : undefined;
  const by = query.sortOrder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ code: r.code, label: r.label, direction: r.direction, isActive: r.isActive })
      .from(r)
      .where(where)
      .orderBy(by(r.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, isSystem: isSystemStockReason(row.code) })),
    totalRecords: total?.n ?? 0,
  };
}

export async function findStockReason(db: Queryable, code: string): Promise<StockReasonRow | null> {
  const [row] = await db
    .select({ code: r.code, label: r.label, direction: r.direction, isActive: r.isActive })
    .from(r)
    .where(eq(r.code, code));
  return row ? { ...row, isSystem: isSystemStockReason(row.code) } : null;
}
