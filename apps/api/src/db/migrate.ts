import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiRoot } from '../app-paths.ts';
import { grantAppRole } from './grant-app-role.ts';

const migrationsFolder = join(apiRoot, 'src/db/migrations');

/** One key for every HOMER instance on the database; jobs lock other keys (hashtext of 'job:...'). */
const lockKey = 'homer:migrations';

type MigrationTarget = {
  /** Connects as the owner of the schema (or switches to it with the `role` connect option). */
  url: string;
  /** The role the application serves as, granted its privileges after migrating; null when it is the owner. */
  appRole: string | null;
};

/**
 * Applies pending migrations and re-grants the application role, holding an advisory lock so instances
 * starting together on one database take turns instead of racing on the same DDL.
 * With nothing pending it changes nothing, so a role that may not create objects can run it too.
 * `whileLocked` runs last, still under the lock: seeding that reads before it writes then happens once per
 * database however many instances start together (decision 069).
 */
export async function migrateDatabase(
  target: MigrationTarget,
  whileLocked?: () => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: target.url, application_name: 'homer-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
    if (await hasPendingMigrations(client)) await migrate(drizzle(client), { migrationsFolder });
    if (
      target.appRole &&
      target.appRole !== (await client.query('select current_user')).rows[0]?.current_user
    )
      await grantAppRole(client, target.appRole);
    await whileLocked?.();
  } finally {
    // Ending the session releases the lock as well, even when unlocking fails.
    await client.query('select pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => {});
    await client.end();
  }
}

/** drizzle's own rule: a migration is pending when it is newer than the newest one recorded. */
async function hasPendingMigrations(client: pg.Client): Promise<boolean> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  try {
    const { rows } = await client.query<{ created_at: string | null }>(
      'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.created_at ?? 0) < newest;
  } catch {
    // No ledger yet (or not readable): let drizzle create it, or fail with the real reason.
    return true;
  }
}
