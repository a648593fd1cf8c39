import { yesNo } from '@homer/contracts/filters';
import { type FiscalYear, fiscalYearName } from '@homer/contracts/fiscal-years';
import { and, asc, desc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { fiscalYears } from '../../db/schema/ba.ts';

type FiscalYearRow = typeof fiscalYears.$inferSelect;

export function toFiscalYear(row: FiscalYearRow): FiscalYear {
  return {
    fiscalYearId: row.id,
    fiscalYearName: fiscalYearName(row.startDate, row.endDate),
    startDate: row.startDate,
    endDate: row.endDate,
    isCurrent: row.isCurrent,
    isCurrentStr: yesNo(row.isCurrent),
    isActive: row.isActive,
    isActiveStr: yesNo(row.isActive),
    friendlyRecordId: `FY-${row.id}`,
  };
}

/** Newest first by end date (spec default sort); a handful of rows a decade, so no paging on the server. */
export async function listFiscalYears(db: Queryable, isActive: boolean | null): Promise<FiscalYear[]> {
  const rows = await db
    .select()
    .from(fiscalYears)
    .where(isActive === null ? undefined : eq(fiscalYears.isActive, isActive))
    .orderBy(desc(fiscalYears.endDate));
  return rows.map(toFiscalYear);
}

export async function findFiscalYear(db: Queryable, id: number): Promise<FiscalYearRow | null> {
  const [row] = await db.select().from(fiscalYears).where(eq(fiscalYears.id, id));
  return row ?? null;
}

/** Another active fiscal year whose dates overlap [startDate, endDate]. */
export async function findOverlap(db: Queryable, id: number, startDate: string, endDate: string) {
  const [row] = await db
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(
      and(
        ne(fiscalYears.id, id),
        eq(fiscalYears.isActive, true),
        lte(fiscalYears.startDate, endDate),
        gte(fiscalYears.endDate, startDate),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function fiscalYearOptions(db: Queryable) {
  const rows = await db
    .select()
    .from(fiscalYears)
    .where(eq(fiscalYears.isActive, true))
    .orderBy(desc(fiscalYears.startDate), asc(fiscalYears.id));
  return rows.map((r) => ({
    value: r.id,
    text: fiscalYearName(r.startDate, r.endDate),
    isCurrent: r.isCurrent,
  }));
}
