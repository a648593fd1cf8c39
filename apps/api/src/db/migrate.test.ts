import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, dropDatabase } from '../test/database-url.ts';
import { testDatabaseUrls } from '../test/test-context.ts';
import { createDatabaseIfMissing } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';

const journal: { entries: unknown[] } = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
);
const created: string[] = [];
afterAll(async () => {
  for (const name of created) await dropDatabase(inject('adminUrl'), name);
});

async function emptyDatabase(): Promise<string> {
  const name = `homer_m_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabaseIfMissing(inject('adminUrl'), name, { owner: inject('ownerRole') });
  created.push(name);
  return name;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('migrateDatabase', () => {
  it('lets two instances starting together on an empty database both succeed, applying each migration once', async () => {
    const name = await emptyDatabase();
    const { ownerUrl, appUrl } = testDatabaseUrls(name);
    const target = { url: ownerUrl, appRole: inject('appRole') };
    const results = await Promise.allSettled([migrateDatabase(target), migrateDatabase(target)]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ]);
    const [ledger] = await query<{ applied: number; distinct: number }>(
      ownerUrl,
      'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(ledger).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });
    // Both runs granted the application role; it reads and writes the new tables.
    expect(await query(appUrl, 'select count(*)::int as n from users')).toEqual([{ n: 0 }]);
  });

  it('changes nothing when nothing is pending, so the application role alone may run it', async () => {
    const name = await emptyDatabase();
    const { ownerUrl, appUrl } = testDatabaseUrls(name);
    await migrateDatabase({ url: ownerUrl, appRole: inject('appRole') });
    await expect(migrateDatabase({ url: appUrl, appRole: null })).resolves.toBeUndefined();
    const [ledger] = await query<{ applied: number }>(
      ownerUrl,
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    expect(ledger?.applied).toBe(journal.entries.length);
  });

  it('refuses the application role when migrations are pending', async () => {
    const name = await emptyDatabase();
    const { appUrl } = testDatabaseUrls(name);
    await expect(migrateDatabase({ url: appUrl, appRole: null })).rejects.toMatchObject({
      cause: { code: '42501' },
    });
    expect(await query(databaseUrl(inject('adminUrl'), name), "select to_regclass('users') as t")).toEqual([
      { t: null },
    ]);
  });
});
