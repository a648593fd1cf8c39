/**
 * The bench's database and app: an embedded PostgreSQL in a temporary folder (or `BENCH_DATABASE_URL` for an
 * external one), migrated and seeded with the demo data, and the app with production's request path. `npm run
 * bench` (run.ts) uses it whole; `runStandalone` runs one scenario on its own (`npx tsx bench/<name>-cli.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type App, buildApp } from '../src/app.ts';
import { areaDemoSeeds } from '../src/area-demo-seeds.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createDb, type Db } from '../src/db/pool.ts';
import { users } from '../src/db/schema/core.ts';
import { demoPassword, seedDemoData } from '../src/db/seed.ts';
import type { GoalRow } from './goal-row.ts';

export type BenchDatabase = { db: Db; config: Config; close: () => Promise<void> };

/**
 * One role for everything: the bench fills tables and runs ANALYZE, which only the owner may. `BENCH_PG_PORT`
 * overrides the embedded server's port.
 */
export async function openBenchDatabase(options: {
  name: string;
  pgPort: number;
  poolSize: number;
}): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), `homer-bench-${options.name}-`));
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres(dir, Number(process.env.BENCH_PG_PORT ?? options.pgPort));
  if (embedded) await createDatabaseIfMissing(embedded.urlFor('postgres'), 'homer');
  const url = process.env.BENCH_DATABASE_URL ?? embedded?.urlFor('homer') ?? '';
  const { pool, db } = createDb(url, options.poolSize);
  const close = async () => {
    await pool.end();
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  // Production's defaults (decision 028); the demo seed needs a non-production APP_ENV.
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SESSION_CACHE_SECONDS: '5',
    RESPONSE_VALIDATION: 'false',
    DATA_DIR: dir,
    WEB_DIST: '/nonexistent',
  });
  try {
    await migrateDatabase({ url, appRole: null });
    await seedDemoData(db, config, areaDemoSeeds);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, config, close };
}

/** The app listening on a free port, and the id and a bearer token of the demo user `userName`. */
export async function startBenchApp(
  { db, config }: BenchDatabase,
  userName: string,
): Promise<{ app: App; base: string; token: string; userId: number }> {
  const app = await buildApp(config, db);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { userName, password: demoPassword },
  });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return { app, base, token: (login.json().value as { token: string }).token, userId: user?.id ?? 0 };
}

export type BenchServer = { app: App; db: Db; base: string; token: string; userId: number };

/** One scenario on its own: prints its goal rows as a table. */
export async function runStandalone(
  options: { name: string; pgPort: number; poolSize: number; userName: string },
  scenario: (server: BenchServer) => Promise<GoalRow[]>,
): Promise<void> {
  const database = await openBenchDatabase(options);
  try {
    const server = await startBenchApp(database, options.userName);
    const started = performance.now();
    const rows = await scenario({ ...server, db: database.db });
    console.log(`seeded and measured in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    console.log('| figure | measured | goal | met |');
    console.log('|---|---:|---:|:---:|');
    for (const g of rows) console.log(`| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
    await server.app.close();
  } finally {
    await database.close();
  }
}
