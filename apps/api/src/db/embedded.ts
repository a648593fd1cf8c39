import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DatabaseStartError } from './database-start-error.ts';
import { EmbeddedPostgres } from './embedded-postgres-module.ts';
import { embeddedStartFailure } from './embedded-start-failure.ts';
import { stopOrphanedPostmaster } from './stop-orphaned-postmaster.ts';

export type EmbeddedDatabase = {
  /** The bootstrap superuser's URL for `database`: for setting up roles, never for serving. */
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
};

/**
 * Starts the PostgreSQL binaries shipped in the npm package, keeping data in `dir` and listening on
 * 127.0.0.1 only. `createPostgresUser` lets it run as root, as it does in CI containers.
 * A server left running by a killed earlier start is stopped first; failures throw a DatabaseStartError.
 */
export async function startEmbeddedPostgres(dir: string, port: number): Promise<EmbeddedDatabase> {
  const password = 'homer-local';
  let output = '';
  const keep = (message: unknown) => {
    output = `${output}${String(message)}\n`.slice(-20_000);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    // One address, so a port taken on it fails the start instead of leaving PostgreSQL on ::1 alone.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: keep,
    onError: keep,
  });
  try {
    await stopOrphanedPostmaster(dir);
    if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    if (error instanceof DatabaseStartError) throw error;
    throw embeddedStartFailure(`${output}\n${error instanceof Error ? error.message : ''}`, dir, port, error);
  }
  return {
    urlFor: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

export async function createDatabaseIfMissing(
  adminUrl: string,
  database: string,
  options: { template?: string; owner?: string } = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      const from = options.template ? ` template ${pg.escapeIdentifier(options.template)}` : '';
      const owner = options.owner ? ` owner ${pg.escapeIdentifier(options.owner)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(database)}${from}${owner}`);
    }
  } finally {
    await client.end();
  }
}
