import { DatabaseStartError } from './database-start-error.ts';

/**
 * One line for a failure to reach, migrate or seed a configured PostgreSQL: what is wrong, and which variable
 * to fix. Names server, database and role, never the password.
 */
export function databaseFailure(
  error: unknown,
  phase: 'connect' | 'migrate' | 'seed',
  variable: string,
  url: string,
): DatabaseStartError {
  if (error instanceof DatabaseStartError) return error;
  // drizzle wraps the driver's error; PostgreSQL's code and words are on its cause.
  const wrapped = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const { code, message } = wrapped.cause?.code ? wrapped.cause : wrapped;
  const parsed = new URL(url);
  const server = `${parsed.hostname}:${parsed.port || 5432}`;
  const database = decodeURIComponent(parsed.pathname.slice(1));
  const role =
    /-c role=(\S+)/.exec(parsed.searchParams.get('options') ?? '')?.[1] ??
    (decodeURIComponent(parsed.username) || 'the default user');
  const reason = (message ?? String(error)).split('\n')[0];
  let line: string;
  if (['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code ?? '')) {
    line = `Cannot reach PostgreSQL at ${server} (${code}). Check that it runs and that ${variable} names it.`;
  } else if (code === '28P01' || code === '28000') {
    line = `PostgreSQL at ${server} refused role "${role}": ${reason}. Check the user and password in ${variable}.`;
  } else if (code === '3D000') {
    line = `Database "${database}" does not exist on ${server}. Create it (README, External PostgreSQL) or fix ${variable}.`;
  } else if (phase === 'migrate' && code === '42501' && variable.endsWith('DATABASE_URL')) {
    const fix =
      variable === 'DATABASE_URL'
        ? 'Set MIGRATION_DATABASE_URL to the role that owns the database'
        : 'MIGRATION_DATABASE_URL must name the role that owns the database';
    line = `Role "${role}" may not change the database schema (${reason}). ${fix} (README, External PostgreSQL).`;
  } else if (phase === 'migrate') {
    line = `Migrating database "${database}" on ${server} failed: ${reason}. Fix the cause, then start again.`;
  } else if (phase === 'seed') {
    line = `Seeding database "${database}" on ${server} failed: ${reason}. Fix the cause, then start again.`;
  } else {
    line = `PostgreSQL at ${server} failed: ${reason}. Check ${variable}.`;
  }
  return new DatabaseStartError(line, { cause: error });
}
