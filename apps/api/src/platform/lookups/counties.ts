import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';

// The public forms' county look-ups (Rx Connects donors, repositories and patient applications).

/**
 * GetCountyByName: the county's id, 0 when unknown. Address services write "Leon County" as well as "Leon",
 * and case varies, so both are accepted.
 */
export async function countyIdByName(db: Queryable, countyName: string): Promise<number> {
  const name = countyName.trim().replace(/\s+county$/i, '');
  if (name === '') return 0;
  const [row] = await db
    .select({ id: counties.id })
    .from(counties)
    .where(sql`lower(${counties.name}) = lower(${name})`);
  return row?.id ?? 0;
}

export async function countyExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: counties.id }).from(counties).where(eq(counties.id, id));
  return row !== undefined;
}
