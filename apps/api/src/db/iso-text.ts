import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** An instant as ISO text in UTC with milliseconds (the contracts' instants), read in SQL so no Date loses the zone. */
export function isoText(value: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export function isoTextOrNull(value: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`case when ${value} is null then null else ${isoText(value)} end`;
}
