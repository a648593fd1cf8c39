/**
 * One bench scenario on its own (`npx tsx bench/<name>-cli.ts`): an embedded database in a temporary folder
 * (`BENCH_PG_PORT`, or `BENCH_DATABASE_URL` for an external one), the demo seed, a listening app with
 * production's request path, and a demo user signed in; prints the scenario's goal rows as a table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createDb, type Db } from '../src/db/pool.ts';
import { demoPassword, seedDemoData } from '../src/db/seed.ts';
import type { GoalRow } from './goal-row.ts';

export type BenchServer = { app: App; db: Db; base: string; token: string };

export async function runStandalone(
  options: { name: string; pgPort: number; poolSize: number; userName: string },
  scenario: (server: BenchServer) => Promise<GoalRow[]>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `homer-bench-${options.name}-`));
  const embedded = process.env.BENCH_DATABASE_URL
    ? null
    : await startEmbeddedPostgres(dir, Number(process.env.BENCH_PG_PORT ?? options.pgPort));
  if (embedded) await createDatabaseIfMissing(embedded.urlFor('postgres'), 'homer');
  const url = process.env.BENCH_DATABASE_URL ?? embedded?.urlFor('homer') ?? '';
  const { pool, db } = createDb(url, options.poolSize);
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
    await seedDemoData(db, config);
    const app = await buildApp(config, db);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { userName: options.userName, password: demoPassword },
    });
    const token = (login.json().value as { token: string }).token;
    const started = performance.now();
    const rows = await scenario({ app, db, base, token });
    console.log(`seeded and measured in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    console.log('| figure | measured | goal | met |');
    console.log('|---|---:|---:|:---:|');
    for (const g of rows) console.log(`| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
    await app.close();
  } finally {
    await pool.end();
    await embedded?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
