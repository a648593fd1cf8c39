import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/**
 * Names the zone whose days the holidays are (PROGRAM_TIME_ZONE) where the database's business time reads it
 * (migration 0059's business_add_hours), so SQL that counts business hours needs no zone passed through each caller.
 */
export async function setProgramTimeZone(db: Queryable, timeZone: string): Promise<void> {
  await db.execute(sql`update program_calendar set time_zone = ${timeZone} where id = 1`);
}
