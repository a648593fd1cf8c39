import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { dropDatabase } from '../test/database-url.ts';
import { freePort } from '../test/free-port.ts';
import { testDatabaseUrls } from '../test/test-context.ts';
import { DatabaseStartError } from './database-start-error.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import { globalAudit } from './schema/audit.ts';
import { users } from './schema/core.ts';
import { servingRoleRisk } from './serving-role-risk.ts';
import { systemActor, withTx } from './tx.ts';

const created: string[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const name of created) await dropDatabase(inject('adminUrl'), name);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<string> {
  const name = `homer_o_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabaseIfMissing(inject('adminUrl'), name, { owner: inject('ownerRole') });
  created.push(name);
  return name;
}

const configFor = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });

async function currentUser(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string> {
  return (await db.execute<{ role: string }>(sql`select current_user as role`)).rows[0]?.role ?? '';
}

describe('openDatabase on an external PostgreSQL', () => {
  it('migrates as MIGRATION_DATABASE_URL and serves as DATABASE_URL, the application role', async () => {
    const { appUrl, ownerUrl } = testDatabaseUrls(await emptyDatabase());
    const database = await openDatabase(
      configFor({ DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl }),
    );
    try {
      await database.migrate();
      expect(await currentUser(database.db)).toBe(inject('appRole'));
      expect(await servingRoleRisk(database.db)).toBeNull();
      await withTx(database.db, systemActor, (tx) =>
        tx.insert(users).values({
          userName: 'external',
          email: 'external@test.example',
          firstName: 'Ext',
          lastName: 'Ernal',
          passwordHash: 'x',
        }),
      );
      expect(
        await database.db.select().from(globalAudit).where(eq(globalAudit.changedTo, 'external')),
      ).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('with DATABASE_URL alone, one role migrates and serves, and the start warns about it', async () => {
    const { ownerUrl } = testDatabaseUrls(await emptyDatabase());
    const database = await openDatabase(configFor({ DATABASE_URL: ownerUrl }));
    try {
      await database.migrate();
      expect(await currentUser(database.db)).toBe(inject('ownerRole'));
      expect(await servingRoleRisk(database.db)).toMatch(
        /which owns global_audit, may create tables: it could/,
      );
    } finally {
      await database.close();
    }
  });

  it('says in one line what is wrong: unreachable server, missing database, unknown role, role that may not migrate', async () => {
    const failure = (env: Record<string, string>) =>
      openDatabase(configFor(env))
        .then((database) => database.migrate().finally(() => database.close()))
        .then(
          () => null,
          (error) => error,
        );
    const { appUrl } = testDatabaseUrls('homer_no_such_database');
    const unreachable = await failure({ DATABASE_URL: 'postgres://homer:secret@127.0.0.1:1/homer' });
    expect(unreachable).toBeInstanceOf(DatabaseStartError);
    expect(unreachable.message).toBe(
      'Cannot reach PostgreSQL at 127.0.0.1:1 (ECONNREFUSED). Check that it runs and that DATABASE_URL names it.',
    );
    const missing = await failure({ DATABASE_URL: appUrl });
    expect(missing.message).toMatch(
      /^Database "homer_no_such_database" does not exist on [^ ]+\. Create it \(README, External PostgreSQL\) or fix DATABASE_URL\.$/,
    );
    const stranger = new URL(appUrl);
    stranger.username = 'homer_no_such_role';
    stranger.pathname = `/${inject('templateDb')}`;
    const refusedRole = await failure({ DATABASE_URL: stranger.toString() });
    // Password authentication (embedded) or trust (TEST_DATABASE_URL): refused either way, in its words.
    expect(refusedRole.message).toMatch(
      /^PostgreSQL at [^ ]+ refused role "homer_no_such_role": .+\. Check the user and password in DATABASE_URL\.$/,
    );
    const { appUrl: appOnly } = testDatabaseUrls(await emptyDatabase());
    const refused = await failure({ DATABASE_URL: appOnly });
    expect(refused.message).toMatch(
      /^Role "homer_app_\w+" may not change the database schema \(permission denied for database homer_o_\w+\)\. Set MIGRATION_DATABASE_URL to the role that owns the database/,
    );
    expect(unreachable.message + missing.message + refused.message).not.toContain(inject('appPassword'));
  });
  it('refuses MIGRATION_DATABASE_URL without DATABASE_URL, which would leave the embedded server unused', () => {
    expect(() => configFor({ MIGRATION_DATABASE_URL: 'postgres://owner@127.0.0.1/homer' })).toThrow(
      'Invalid configuration: MIGRATION_DATABASE_URL needs DATABASE_URL (the application role) as well.',
    );
  });
});

describe('openDatabase on the embedded PostgreSQL', () => {
  it('hands a database made before the roles existed to the owner and serves as the application role', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homer-open-'));
    dirs.push(dataDir);
    chmodSync(dataDir, 0o755); // PostgreSQL runs as "postgres" when the tests run as root.
    const port = await freePort();
    // The layout of earlier releases: everything made and owned by the bootstrap superuser.
    const old = await startEmbeddedPostgres(join(dataDir, 'postgres'), port);
    await createDatabaseIfMissing(old.urlFor('postgres'), 'homer');
    await migrateDatabase({ url: old.urlFor('homer'), appRole: null });
    await old.stop();

    const database = await openDatabase(configFor({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }));
    try {
      await database.migrate();
      expect(await currentUser(database.db)).toBe('homer_app');
      expect(await servingRoleRisk(database.db)).toBeNull();
      const { rows } = await database.db.execute<{ owner: string; n: number }>(sql`
        select owner, count(*)::int as n from (
          select pg_get_userbyid(relowner) as owner from pg_class
          where relnamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
          union all select pg_get_userbyid(proowner) from pg_proc where pronamespace = 'public'::regnamespace
          union all select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'drizzle'
          union all select pg_get_userbyid(datdba) from pg_database where datname = current_database()
        ) as o group by owner`);
      expect(rows).toEqual([{ owner: 'homer_owner', n: expect.any(Number) }]);
      await withTx(database.db, systemActor, (tx) =>
        tx.insert(users).values({
          userName: 'embedded',
          email: 'embedded@test.example',
          firstName: 'Em',
          lastName: 'Bedded',
          passwordHash: 'x',
        }),
      );
      expect(
        await database.db.select().from(globalAudit).where(eq(globalAudit.changedTo, 'embedded')),
      ).toHaveLength(1);
      // The application role's password is generated once and kept for the owner of DATA_DIR alone.
      expect(statSync(join(dataDir, 'postgres-app-password.key')).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
  }, 60_000);
});
