import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { poolOf } from '../../db/pool.ts';
import { budgetFunds, budgets } from '../../db/schema/ba.ts';
import { answerChannel } from '../../platform/answer-cache/answer-cache.ts';
import { compressionThreshold } from '../../plugins/compression.ts';
import { databaseUrl } from '../../test/database-url.ts';
import { insertBudgets } from '../../test/insert-budgets.ts';
import { startSecondInstance } from '../../test/second-instance.ts';
import { signInBaUsers } from '../../test/sign-in-ba-users.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { budgetListSql } from './queries.ts';

// GetBudgetList's answer cache (decision 080), on as in production, against the real database and its triggers.
let ctx: TestContext;
let admin: string;
let reader: string;
let fiscalYearId: number;
let budgetIds: number[];
beforeAll(async () => {
  ctx = await createTestContext(undefined, { ANSWER_CACHE_SECONDS: '60' });
  ({ admin, reader } = await signInBaUsers(ctx));
  ({ fiscalYearId, budgetIds } = await insertBudgets(
    ctx.db,
    ['Vaccines', 'Naloxone', 'Hepatitis', 'Insulin', 'Testing strips', 'Old stock'].map((name, i) => ({
      name,
      allocatedAmt: `${(i + 1) * 1000}.00`,
      isActive: i < 5,
    })),
  ));
  await ctx.db
    .insert(budgetFunds)
    .values(budgetIds.map((budgetId, i) => ({ budgetId, fundNumber: `F-${i}`, fundName: `Fund ${i}` })));
});
afterAll(() => ctx.close());

const cache = () => ctx.app.answerCache;
const list = (query = '', headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({
    method: 'GET',
    url: `/api/BA/GetBudgetList${query}`,
    headers: { ...bearer(reader), ...headers },
  });
const names = async (query = '') =>
  (await list(query)).json().map((b: { budgetName: string }) => b.budgetName);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, withinMs = 3000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(10);
  }
}

/** A superuser connection to the test's database, for what the application may not do. */
async function asSuperuser<T>(
  fn: (client: pg.Client) => Promise<T>,
  options = { triggers: true },
): Promise<T> {
  const database = new URL(poolOf(ctx.db).options.connectionString ?? '').pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl(inject('adminUrl'), database) });
  await client.connect();
  try {
    // Replica mode fires no trigger: a change nobody announces, to show a hit does not read the database.
    if (!options.triggers) await client.query('set session_replication_role = replica');
    return await fn(client);
  } finally {
    await client.end();
  }
}

const notifyTriggers = ['budgets', 'budget_funds', 'fiscal_years', 'ba_programs'].map(
  (table) => `alter table ${table} %s trigger ${table}_notify_answer`,
);
/** Runs `fn` with the announcements switched off, so only this instance's own invalidation can show a change. */
async function unannounced(fn: () => Promise<void>) {
  await asSuperuser(async (c) => {
    for (const statement of notifyTriggers) await c.query(statement.replace('%s', 'disable'));
  });
  try {
    await fn();
  } finally {
    await asSuperuser(async (c) => {
      for (const statement of notifyTriggers) await c.query(statement.replace('%s', 'enable'));
    });
  }
}

describe('GetBudgetList answer cache', () => {
  it('is on while the instance listens; a second read is answered from memory, not the database', async () => {
    expect(cache().enabled).toBe(true);
    cache().clear();
    expect(await names()).toContain('Vaccines');
    expect(cache().size).toBe(1);
    // Renamed without triggers: nothing announces it, so only a read of the database could show it.
    await asSuperuser(
      (c) => c.query(`update budgets set name = 'Vaccines (quiet)' where id = $1`, [budgetIds[0]]),
      {
        triggers: false,
      },
    );
    expect(await names()).toContain('Vaccines');
    cache().changed('budgets');
    expect(await names()).toContain('Vaccines (quiet)');
    await asSuperuser((c) => c.query(`update budgets set name = 'Vaccines' where id = $1`, [budgetIds[0]]), {
      triggers: false,
    });
    cache().changed('budgets');
  });

  it('keys each filter combination separately; equal filters share one answer', async () => {
    cache().clear();
    const all = await names();
    const active = await names('?isActive=true');
    const inactive = await names('?isActive=false');
    const ofYear = await names(`?fiscalYearId=${fiscalYearId}`);
    const otherYear = await names(`?fiscalYearId=${fiscalYearId + 1000}`);
    expect(all).toHaveLength(6);
    expect(active).toHaveLength(5);
    expect(inactive).toEqual(['Old stock']);
    expect(ofYear).toHaveLength(6);
    expect(otherYear).toEqual([]);
    expect(cache().size).toBe(5);
    // fiscalYearId=0 means every year, like no filter: the same statement, so the same entry.
    expect(await names('?fiscalYearId=0')).toEqual(all);
    expect(cache().size).toBe(5);
  });

  it('SaveBudget through this instance shows on its very next read, before any announcement', async () => {
    await names();
    await unannounced(async () => {
      const budget = (await list()).json().find((b: { budgetId: number }) => b.budgetId === budgetIds[1]);
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/BA/SaveBudget',
        headers: bearer(admin),
        payload: { ...budget, oca: 'OCA-2500', allocatedAmt: '2500.00' },
      });
      expect(saved.json()).toMatchObject({ isSuccessful: true });
      const row = (await list()).json().find((b: { budgetId: number }) => b.budgetId === budgetIds[1]);
      expect(row).toMatchObject({ oca: 'OCA-2500', allocatedAmt: '2500.00' });
    });
  });

  it('an invoice saved through this instance moves the figures on its very next read', async () => {
    const expenditures = async () =>
      (await list()).json().find((b: { budgetId: number }) => b.budgetId === budgetIds[2]).expenditures;
    expect(await expenditures()).toBe('0.00');
    await unannounced(async () => {
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/BA/SaveInvoice',
        headers: bearer(admin),
        payload: {
          invoiceId: 0,
          budgetId: budgetIds[2],
          invoiceNumber: 'INV-CACHE',
          statusId: 3,
          effectiveDate: '2026-08-01',
          requestNumber: 'REQ-1',
          confirmationNumber: 'CONF-1',
          poId: null,
          facilityId: null,
          invoicedAmt: '120.00',
          paidAmt: '120.00',
          paymentCrNum: '',
          reconciledAmt: '0',
          notes: '',
        },
      });
      expect(saved.json()).toMatchObject({ isSuccessful: true });
      expect(await expenditures()).toBe('120.00');
    });
  });

  it('a change made behind the app (plain SQL) shows once its announcement arrives', async () => {
    expect(await names()).toContain('Insulin');
    await ctx.db
      .update(budgets)
      .set({ name: 'Insulin pens' })
      .where(eq(budgets.id, budgetIds[3] ?? 0));
    await until('the renamed budget', async () => (await names()).includes('Insulin pens'), 2000);
    // A fund, a fiscal year and a programme are read too, and announced as well.
    await ctx.db
      .update(budgetFunds)
      .set({ fundName: 'Renamed fund' })
      .where(eq(budgetFunds.budgetId, budgetIds[3] ?? 0));
    await until(
      'the renamed fund',
      async () => JSON.stringify((await list()).json()).includes('Renamed fund'),
      2000,
    );
  });

  it('does not keep an answer read before an announcement', async () => {
    cache().clear();
    await asSuperuser(async (locker) => {
      await locker.query('begin');
      await locker.query('lock table budgets in access exclusive mode');
      const reading = list('?isActive=true');
      // The read is waiting for the table inside its query, its generation taken; now something changes.
      await until('the read waiting for the lock', async () => {
        const waiting = await locker.query(
          `select 1 from pg_locks where not granted and relation = 'budgets'::regclass`,
        );
        return (waiting.rowCount ?? 0) > 0;
      });
      const before = cache().generation;
      await ctx.db.execute(sql`select pg_notify(${answerChannel}, 'budgets')`);
      await until('the announcement', () => cache().generation > before);
      await locker.query('commit');
      expect((await reading).statusCode).toBe(200);
    });
    expect(cache().size).toBe(0);
    await list('?isActive=true');
    expect(cache().size).toBe(1);
  });

  it('sends the same bytes and headers as the uncached route, as they are, gzip and brotli', async () => {
    const uncached = await startSecondInstance({ ...ctx, config: { ...ctx.config, answerCacheSeconds: 0 } });
    try {
      expect(uncached.app.answerCache.enabled).toBe(false);
      for (const acceptEncoding of ['identity', 'gzip', 'br', 'gzip, deflate, br']) {
        cache().clear();
        const headers = { 'accept-encoding': acceptEncoding };
        const miss = await list('', headers);
        const hit = await list('', headers);
        const plain = await list('', headers, uncached.app);
        expect(plain.rawPayload.length).toBeGreaterThan(
          acceptEncoding === 'identity' ? compressionThreshold : 0,
        );
        for (const cached of [miss, hit]) {
          expect(cached.rawPayload.equals(plain.rawPayload), acceptEncoding).toBe(true);
          for (const name of [
            'content-type',
            'content-encoding',
            'content-length',
            'vary',
            'cache-control',
          ]) {
            expect(cached.headers[name], `${acceptEncoding} ${name}`).toBe(plain.headers[name]);
          }
        }
        expect(hit.headers['content-encoding']).toBe(
          acceptEncoding === 'identity' ? undefined : acceptEncoding.includes('br') ? 'br' : 'gzip',
        );
      }
    } finally {
      await uncached.close();
    }
  });

  it('is emptied and off while LISTEN is down, and on again once it listens', async () => {
    await names();
    expect(cache().size).toBeGreaterThan(0);
    const pid = ctx.app.notifyListener.pid;
    expect(pid).not.toBeNull();
    await asSuperuser((c) => c.query('select pg_terminate_backend($1)', [pid]));
    await until('the lost connection noticed', () => !cache().enabled);
    expect(cache().size).toBe(0);
    // Answered from the database, and not kept: an announcement in between could be lost.
    await asSuperuser(
      (c) => c.query(`update budgets set name = 'Hepatitis B' where id = $1`, [budgetIds[2]]),
      {
        triggers: false,
      },
    );
    expect(await names()).toContain('Hepatitis B');
    expect(cache().size).toBe(0);
    await until('listening again', () => cache().enabled, 15_000);
    await names();
    expect(cache().size).toBe(1);
  });
});

describe('what the answer reads', () => {
  it('every table in the list statement’s plan announces its changes (migration 0045)', async () => {
    const { sql: text, parameterCount } = budgetListSql(ctx.db);
    const tables = await asSuperuser(async (c) => {
      const plan = await c.query(`explain (format json) ${text}`, Array(parameterCount).fill(null));
      const found = new Set<string>();
      const walk = (node: Record<string, unknown>) => {
        if (typeof node['Relation Name'] === 'string') found.add(node['Relation Name']);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      };
      walk(plan.rows[0]['QUERY PLAN'][0].Plan);
      return [...found].sort();
    });
    // budget_figures is a view over budgets: the plan names the table it reads.
    expect(tables).toEqual(
      expect.arrayContaining(['ba_programs', 'budget_funds', 'budgets', 'fiscal_years']),
    );
    const announced = await asSuperuser((c) =>
      c.query<{ table_name: string }>(
        // Statement-level (bit 0 clear) AFTER (bit 1 clear) triggers calling notify_answer_change on insert (4),
        // delete (8), update (16) and truncate (32).
        `select c.relname as table_name from pg_trigger t
           join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'notify_answer_change' and t.tgenabled = 'O'
            and t.tgtype & 3 = 0 and t.tgtype & 60 = 60
            and encode(t.tgargs, 'escape') = 'budgets\\000'`,
      ),
    );
    const withTrigger = announced.rows.map((r) => r.table_name);
    for (const table of tables) expect(withTrigger, table).toContain(table);
  });

  it('a statement of thousands of invoices announces once', async () => {
    const received: string[] = [];
    await asSuperuser(async (listener) => {
      listener.on('notification', (n) => received.push(n.payload ?? ''));
      await listener.query(`listen ${answerChannel}`);
      // The figure triggers (decision 026) update the budget once for the statement, announced once.
      await ctx.db.execute(
        sql`insert into invoices (budget_id, invoice_number, status_id, invoiced_amt, paid_amt)
            select ${budgetIds[4]}, 'BULK-' || g, 3, 1, 1 from generate_series(1, 2000) g`,
      );
      await until('the announcement', () => received.length > 0);
      await sleep(200);
    });
    expect(received).toEqual(['budgets']);
    await until('the new figures', async () =>
      (await list()).json().some((b: { expenditures: string }) => b.expenditures === '2000.00'),
    );
  });
});
