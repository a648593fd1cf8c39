import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectionUrl } from '../db/connection-url.ts';
import { prepareDatabaseRoles } from '../db/database-roles.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { databaseUrl, dropDatabase } from './database-url.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser: creates and drops the per-file databases. */
    adminUrl: string;
    templateDb: string;
    /** This run's owner (migrations, fixtures that need more) and application role (the app under test). */
    ownerRole: string;
    appRole: string;
    appPassword: string;
  }
}

/**
 * One PostgreSQL per project of the run (api, api-fuzz): TEST_DATABASE_URL (a superuser) when given, else an embedded server in a
 * temporary folder. A template database, migrated by this run's owner role, is cloned by each test file
 * (test-context.ts). Roles are cluster-wide, so their names carry a random run id: parallel and repeated
 * runs on one server keep apart.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  const external = adminUrl !== undefined;
  let cleanup = async () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'homer-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, await freePort());
    adminUrl = embedded.urlFor('postgres');
    cleanup = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const run = randomBytes(4).toString('hex');
  const roles = {
    owner: `homer_owner_${run}`,
    app: `homer_app_${run}`,
    appPassword: randomBytes(18).toString('base64url'),
  };
  const templateDb = `homer_tpl_${run}`;
  await prepareDatabaseRoles(adminUrl, templateDb, roles);
  await migrateDatabase({
    url: connectionUrl(databaseUrl(adminUrl, templateDb), { role: roles.owner }),
    appRole: roles.app,
  });

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('ownerRole', roles.owner);
  project.provide('appRole', roles.app);
  project.provide('appPassword', roles.appPassword);
  return async () => {
    await dropDatabase(adminUrl, templateDb);
    // An embedded server is thrown away whole; on a shared server the run's roles must go.
    if (external) await dropRoles(adminUrl, [roles.app, roles.owner]);
    await cleanup();
  };
}

/** Once every database of the run is gone the roles hold nothing; a file that failed to drop its own keeps them. */
async function dropRoles(adminUrl: string, roles: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const role of roles) {
      await client.query(`drop role if exists ${pg.escapeIdentifier(role)}`).catch((error: Error) => {
        console.warn(`Test role ${role} left in place: ${error.message}`);
      });
    }
  } finally {
    await client.end();
  }
}
