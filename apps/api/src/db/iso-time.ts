import { sql } from 'drizzle-orm';

/**
 * A timestamp column as the API sends every instant: ISO 8601 in UTC, written by the query so a page of rows needs
 * no mapping. `column` is a drizzle column or SQL (`sql.raw('a.decided_at')` for a column of a raw query).
 */
export const isoTime = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
