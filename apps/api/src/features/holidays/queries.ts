import type { Paged } from '@homer/contracts/envelope';
import type { HolidayListQuery, HolidayRow, PublicHolidays } from '@homer/contracts/holidays';
import { and, asc, between, count, desc, eq, ilike } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { holidays } from '../../db/schema/system-settings.ts';

const h = holidays;
const rowColumns = { id: h.id, date: h.holidayDate, name: h.name };

/** GET …/GetList: one year's closures by date (a year holds a dozen or so; the unique date index serves both). */
export async function listHolidays(db: Queryable, query: HolidayListQuery): Promise<Paged<HolidayRow>> {
  const term = query.search?.trim() ?? '';
  const where = and(
    between(h.holidayDate, `${query.year}-01-01`, `${query.year}-12-31`),
    term ? ilike(h.name, containsPattern(term)) : undefined,
  );
  const by = query.sortOrder === 'desc' ? desc : asc;
  const order = query.sortField === 'name' ? [by(h.name), by(h.holidayDate)] : [by(h.holidayDate)];
  const [data, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(h)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(h).where(where),
  ]);
  return { data, totalRecords: total?.n ?? 0 };
}

export async function findHoliday(db: Queryable, id: number): Promise<HolidayRow | null> {
  const [row] = await db.select(rowColumns).from(h).where(eq(h.id, id));
  return row ?? null;
}

/** The year it is now in `timeZone`. */
export function currentYear(timeZone: string, now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}

/** GET api/Public/Holidays: this year's and next year's closures in the programme's zone. */
export async function publicHolidays(
  db: Queryable,
  timeZone: string,
  now = new Date(),
): Promise<PublicHolidays> {
  const year = currentYear(timeZone, now);
  const rows = await db
    .select({ date: h.holidayDate, name: h.name })
    .from(h)
    .where(between(h.holidayDate, `${year}-01-01`, `${year + 1}-12-31`))
    .orderBy(asc(h.holidayDate));
  return { years: [year, year + 1], timeZone, holidays: rows };
}
