import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { persistedSecret } from '../persisted-secret.ts';
import { connectionUrl } from './connection-url.ts';
import { databaseFailure } from './database-failure.ts';
import { prepareDatabaseRoles } from './database-roles.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { createDb, type Db } from './pool.ts';

export type OpenDatabase = {
  /** The pool the application serves with, as the application role. */
  db: Db;
  embedded: boolean;
  /** The owner's connection: migrations and maintenance tools, never serving. */
  ownerUrl: string;
  /**
   * Applies pending migrations as the owner and grants the application role its privileges, then runs `seed`
   * under the same lock, so instances starting together seed once (decision 069).
   */
  migrate: (seed?: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
};

/** Roles the server creates in its embedded PostgreSQL (decision 022). */
const embeddedRoles = { owner: 'homer_owner', app: 'homer_app' };

/**
 * The embedded server under DATA_DIR (started here, stopped by close), or the configured one: DATABASE_URL
 * serves, MIGRATION_DATABASE_URL (when set) migrates. Failures throw a one-line DatabaseStartError.
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  if (!config.databaseUrl) return openEmbedded(config);
  const appUrl = config.databaseUrl;
  const ownerUrl = config.migrationDatabaseUrl ?? appUrl;
  const ownerVariable = config.migrationDatabaseUrl ? 'MIGRATION_DATABASE_URL' : 'DATABASE_URL';
  const { pool, db } = createDb(appUrl);
  const appRole = await probe(db).catch(async (error) => {
    await pool.end();
    throw databaseFailure(error, 'connect', 'DATABASE_URL', appUrl);
  });
  return {
    db,
    embedded: false,
    ownerUrl,
    migrate: (seed) =>
      migrateDatabase(
        // With DATABASE_URL alone one role does both, and granting it would only take from the owner.
        { url: ownerUrl, appRole: config.migrationDatabaseUrl ? appRole : null },
        seed && seedingAs(seed, 'DATABASE_URL', appUrl),
      ).catch((error) => {
        throw databaseFailure(error, 'migrate', ownerVariable, ownerUrl);
      }),
    close: () => pool.end(),
  };
}

async function openEmbedded(config: Config): Promise<OpenDatabase> {
  const server = await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPgPort);
  const superuserUrl = server.urlFor('homer');
  try {
    const appPassword = persistedSecret(config.dataDir, 'postgres-app-password.key', 24);
    await prepareDatabaseRoles(server.urlFor('postgres'), 'homer', { ...embeddedRoles, appPassword });
    const ownerUrl = connectionUrl(superuserUrl, { role: embeddedRoles.owner });
    const { pool, db } = createDb(
      connectionUrl(superuserUrl, { user: embeddedRoles.app, password: appPassword }),
    );
    await probe(db).catch(async (error) => {
      await pool.end();
      throw error;
    });
    return {
      db,
      embedded: true,
      ownerUrl,
      migrate: (seed) =>
        migrateDatabase(
          { url: ownerUrl, appRole: embeddedRoles.app },
          seed && seedingAs(seed, 'DATA_DIR and EMBEDDED_PG_PORT', superuserUrl),
        ).catch((error) => {
          throw databaseFailure(error, 'migrate', 'DATA_DIR and EMBEDDED_PG_PORT', ownerUrl);
        }),
      close: async () => {
        await pool.end();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw databaseFailure(error, 'connect', 'DATA_DIR and EMBEDDED_PG_PORT', superuserUrl);
  }
}

/** Seeding goes through the serving pool: its failures are told as seeding's, not as the migration's. */
function seedingAs(seed: () => Promise<void>, variable: string, url: string): () => Promise<void> {
  return () =>
    seed().catch((error) => {
      throw databaseFailure(error, 'seed', variable, url);
    });
}

/** Connects once, so a wrong URL fails at start; returns the role the pool signs in as. */
async function probe(db: Db): Promise<string> {
  const { rows } = await db.execute<{ role: string }>(sql`select current_user as role`);
  return rows[0]?.role ?? '';
}
