import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from './config.ts';
import { DatabaseStartError } from './db/database-start-error.ts';
import { createDatabaseIfMissing } from './db/embedded.ts';
import { demoUsers } from './db/seed.ts';
import { startInstance } from './start-instance.ts';
import { dropDatabase } from './test/database-url.ts';
import { testDatabaseUrls } from './test/test-context.ts';

const created: string[] = [];
afterAll(async () => {
  for (const name of created) await dropDatabase(inject('adminUrl'), name);
});

/** An empty database (no migrations yet) and the settings of instances serving from it, as in production. */
async function emptyDatabase(seedDemo: boolean) {
  const name = `homer_s_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabaseIfMissing(inject('adminUrl'), name, { owner: inject('ownerRole') });
  created.push(name);
  const { appUrl, ownerUrl } = testDatabaseUrls(name);
  const config = loadConfig({
    DATABASE_URL: appUrl,
    MIGRATION_DATABASE_URL: ownerUrl,
    SEED_DEMO: String(seedDemo),
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    WEB_DIST: '/nonexistent',
  });
  return { config, ownerUrl };
}

/** Rows in every table of the database, migrations' ledger included. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname in ('public', 'drizzle') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables)
      counts[name] =
        (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]?.n ?? 0;
    return counts;
  } finally {
    await client.end();
  }
}

/** Starts instances together, as a deployment does, and checks that each one serves. */
async function startTogether(config: Config, n: number): Promise<boolean[]> {
  const results = await Promise.allSettled(Array.from({ length: n }, () => startInstance(config)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  try {
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(
      Array(n).fill('started'),
    );
    for (const { app } of started) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(ready.status).toBe(200);
      const options = await fetch(`http://127.0.0.1:${port}/api/Home/GetOptions`);
      expect(await options.json()).toMatchObject({ productName: 'HOMER' });
    }
    return started.map((s) => s.demoSeeded);
  } finally {
    for (const { app, database } of started) {
      await app.close();
      await database.close();
    }
  }
}

describe('instances starting together on an empty database (decision 069)', () => {
  it('with demo data: all three start, and every table holds what one start alone writes', async () => {
    const alone = await emptyDatabase(true);
    expect(await startTogether(alone.config, 1)).toEqual([true]);
    const expected = await rowCounts(alone.ownerUrl);
    expect(expected).toMatchObject({
      'public.release_notes': 6,
      'public.fiscal_years': 3,
      'public.users': demoUsers.length,
    });

    const together = await emptyDatabase(true);
    expect((await startTogether(together.config, 3)).sort()).toEqual([false, false, true]);
    expect(await rowCounts(together.ownerUrl)).toEqual(expected);

    // A later start, the first one done, writes nothing.
    await startTogether(together.config, 1);
    expect(await rowCounts(together.ownerUrl)).toEqual(expected);
  }, 180_000);

  it("without demo data (production): the release notes once, the programme's time zone, and nothing else", async () => {
    const { config, ownerUrl } = await emptyDatabase(false);
    expect(await startTogether({ ...config, programTimeZone: 'America/Chicago' }, 3)).toEqual([
      false,
      false,
      false,
    ]);
    const counts = await rowCounts(ownerUrl);
    expect(counts).toMatchObject({ 'public.release_notes': 6, 'public.users': 0, 'public.fiscal_years': 0 });
    const client = new pg.Client({ connectionString: ownerUrl });
    await client.connect();
    const { rows } = await client.query('select time_zone from program_calendar').finally(() => client.end());
    expect(rows).toEqual([{ time_zone: 'America/Chicago' }]);
  }, 120_000);

  it('stops a start whose seeding fails with one line saying why, and leaves no demo data half written', async () => {
    const { config, ownerUrl } = await emptyDatabase(true);
    await startTogether({ ...config, seedDemo: false }, 1);
    // A current fiscal year but no users: the demo seed's own current year cannot be added.
    const owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    await owner.query(
      "insert into fiscal_years (start_date, end_date, is_current) values ('2030-07-01', '2031-06-30', true)",
    );
    await owner.end();

    const failure = await startInstance(config).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DatabaseStartError);
    const message = (failure as Error).message;
    expect(message).toMatch(
      /^Seeding database "homer_s_\w+" on [\w.]+:\d+ failed: duplicate key value violates unique constraint "fiscal_years_single_current_key"\. Fix the cause, then start again\.$/,
    );
    expect(await rowCounts(ownerUrl)).toMatchObject({ 'public.users': 0, 'public.fiscal_years': 1 });
  }, 120_000);
});
