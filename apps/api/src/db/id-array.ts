import { type SQL, sql } from 'drizzle-orm';

/**
 * Ids as one PostgreSQL array parameter (`= any(...)`, an array column): drizzle spreads a JS array into one
 * parameter per element, which a long list (an audience of thousands) takes past the protocol's 65,535.
 * The ids are numbers, or digit strings for bigint ids, so the literal needs no quoting.
 */
export function idArray(ids: readonly (number | string)[], type: 'integer' | 'bigint' = 'integer'): SQL {
  return sql`${`{${ids.join(',')}}`}::${sql.raw(type)}[]`;
}

/** Texts as one PostgreSQL array parameter, each element quoted and escaped as an array literal requires. */
export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}
