import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createDb } from '../db/pool.ts';
import { databaseUrl, dropDatabase } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL when given, else an embedded server in a temporary folder.
 * A migrated template database is cloned by each test file (test-context.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let cleanup = async () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'homer-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, await freePort(), 'postgres');
    adminUrl = embedded.url;
    cleanup = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const templateDb = `homer_tpl_${process.pid}`;
  await createDatabaseIfMissing(adminUrl, templateDb);
  const { pool, db } = createDb(databaseUrl(adminUrl, templateDb), 1);
  await migrateDatabase(db);
  await pool.end();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  return async () => {
    await dropDatabase(adminUrl, templateDb);
    await cleanup();
  };
}
