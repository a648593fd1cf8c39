/** A field of the PostgreSQL error behind a query failure, drizzle-wrapped or not (it sits on a `cause`). */
function pgErrorField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const value = (e as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The PostgreSQL error code (e.g. '23505' unique violation) behind a query failure. */
export const pgErrorCode = (error: unknown) => pgErrorField(error, 'code');

/** The constraint a PostgreSQL error names (e.g. a unique index a save would break). */
export const pgConstraint = (error: unknown) => pgErrorField(error, 'constraint');
