import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { ModuleAccess } from '@homer/contracts/access';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { connectionUrl } from '../db/connection-url.ts';
import { createDatabaseIfMissing } from '../db/embedded.ts';
import { createDb, type Db } from '../db/pool.ts';
import { moduleAccess, users } from '../db/schema/core.ts';
import { systemActor, withTx } from '../db/tx.ts';
import { hashPassword } from '../platform/passwords/password-hash.ts';
import { databaseUrl, dropDatabase } from './database-url.ts';

export type TestContext = {
  app: App;
  /** As the application role, like the app: fixtures go through it too, proving its privileges suffice. */
  db: Db;
  /** As the owner, for fixtures the application may not make (new tables, audit history). */
  ownerDb: Db;
  config: Config;
  close: () => Promise<void>;
};

/** The run's roles reaching `database`: the application role's login and the owner (superuser + SET ROLE). */
export function testDatabaseUrls(database: string): { appUrl: string; ownerUrl: string } {
  const url = databaseUrl(inject('adminUrl'), database);
  return {
    appUrl: connectionUrl(url, { user: inject('appRole'), password: inject('appPassword') }),
    ownerUrl: connectionUrl(url, { role: inject('ownerRole') }),
  };
}

/** A fresh, migrated database (cloned from the run's template) and an app on it, not listening. */
export async function createTestContext(
  prepare?: (app: App) => void | Promise<void>,
  env: Record<string, string> = {},
): Promise<TestContext> {
  const adminUrl = inject('adminUrl');
  const name = `homer_t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabaseIfMissing(adminUrl, name, {
    template: inject('templateDb'),
    owner: inject('ownerRole'),
  });
  const urls = testDatabaseUrls(name);
  const { pool, db } = createDb(urls.appUrl, 5);
  const owner = createDb(urls.ownerUrl, 2);
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    WEB_DIST: '/nonexistent',
    // Tests change sessions in the database and expect the very next call to see it, and every response is
    // checked against its contract; production runs neither way (decision 076).
    SESSION_CACHE_SECONDS: '0',
    // Likewise budgets and invoices are written with plain SQL in tests; the answer cache's own tests turn it on.
    ANSWER_CACHE_SECONDS: '0',
    RESPONSE_VALIDATION: 'true',
    ...env,
  });
  const release = async () => {
    await pool.end();
    await owner.pool.end();
    await dropDatabase(adminUrl, name);
  };
  let app: App | undefined;
  try {
    app = await buildApp(config, db);
    await prepare?.(app);
    await app.ready();
  } catch (error) {
    // Tests that expect the app to refuse to start must not leave their database on a shared server.
    await app?.close().catch(() => {});
    await release();
    throw error;
  }
  const started = app;
  return {
    app: started,
    db,
    ownerDb: owner.db,
    config,
    close: async () => {
      await started.close();
      await release();
    },
  };
}

export const testPassword = 'Correct-Horse-Battery-9';

export async function createUser(
  db: Db,
  input: {
    userName: string;
    firstName?: string;
    lastName?: string;
    access?: ModuleAccess[];
    inactivityTimeout?: boolean;
    disabled?: boolean;
  },
): Promise<number> {
  const passwordHash = await hashPassword(testPassword);
  return withTx(db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        userName: input.userName,
        email: `${input.userName}@test.example`,
        firstName: input.firstName ?? 'Test',
        lastName: input.lastName ?? input.userName,
        passwordHash,
        inactivityTimeout: input.inactivityTimeout ?? false,
        disabled: input.disabled ?? false,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    if (input.access?.length) {
      await tx.insert(moduleAccess).values(input.access.map((a) => ({ userId: row.id, ...a })));
    }
    return row.id;
  });
}

export async function signIn(app: App, userName: string, password = testPassword): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { userName, password },
  });
  const token = res.json().value?.token;
  if (!token) throw new Error(`sign-in failed for ${userName}: ${res.body}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
