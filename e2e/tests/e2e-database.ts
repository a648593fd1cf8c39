import pg from 'pg';

/** The embedded PostgreSQL the app under test starts (see playwright.config.ts). */
export const e2eDatabase = { port: Number(process.env.E2E_PG_PORT ?? 54339) } as const;

/** Runs SQL against the app's database, for facts a page shows that no screen creates (e.g. job runs). */
export async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:homer-local@127.0.0.1:${e2eDatabase.port}/homer`,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Mail the app kept in its outbox (no SMTP server in the test run) for one recipient, newest first. */
export async function outboxFor(address: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ subject: string; text_body: string; html_body: string | null }>(
      'select subject, text_body, html_body from email_outbox where to_address ilike $1 order by id desc',
      [`%${address}%`],
    );
    return rows;
  });
}

/**
 * Holds the "open HEROS round" as a database advisory lock until the returned release runs: a test that changes
 * which round is open (tag `@changes-open-round`) holds it exclusively, every other HEROS test shares it, so specs in
 * parallel workers never see another test's round.
 */
export async function holdHerosRound(mode: 'shared' | 'exclusive'): Promise<() => Promise<void>> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:homer-local@127.0.0.1:${e2eDatabase.port}/homer`,
  });
  await client.connect();
  await client.query(
    mode === 'shared' ? 'select pg_advisory_lock_shared(7014)' : 'select pg_advisory_lock(7014)',
  );
  // Ending the session releases the lock, however the test ended.
  return () => client.end();
}

export const changesOpenRound = '@changes-open-round';
