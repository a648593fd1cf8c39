import { tmpdir } from 'node:os';
import { icqMessages } from '@homer/contracts/icq';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, seedDemoInProductionMessage } from '../config.ts';
import { nextRemoteAddress } from '../test/next-remote-address.ts';
import { seedFullDemo } from '../test/seed-full-demo.ts';
import { createTestContext, type TestContext } from '../test/test-context.ts';
import { budgets, fiscalYears, invoices, purchaseOrders } from './schema/ba.ts';
import { users } from './schema/core.ts';
import { emailOutbox } from './schema/public-forms.ts';
import { demoSeedRefusedInProduction } from './seed.ts';

let production: TestContext;
let demo: TestContext;
beforeAll(async () => {
  [production, demo] = await Promise.all([
    createTestContext(undefined, { APP_ENV: 'production' }),
    createTestContext(),
  ]);
});
afterAll(() => Promise.all([production.close(), demo.close()]));

const env = { JWT_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: tmpdir() };

describe('demo data in production', () => {
  it('is off by default in production and on elsewhere; SEED_DEMO=true stops a production start', () => {
    expect(loadConfig({ ...env, APP_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...env, APP_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...env, APP_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      seedDemoInProductionMessage,
    );
    expect(loadConfig({ ...env, APP_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ ...env, APP_ENV: 'demo' }).seedDemo).toBe(true);
    expect(loadConfig({ ...env, APP_ENV: 'demo', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('a production app on a fresh database has no users, and seedDemoData refuses to add them', async () => {
    expect(production.config.seedDemo).toBe(false);
    await expect(seedFullDemo(production.db, production.config)).rejects.toThrow(demoSeedRefusedInProduction);
    expect(await production.db.$count(users)).toBe(0);
    const login = await production.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { userName: 'admin', password: 'HomerDemo!2026' },
      remoteAddress: nextRemoteAddress(),
    });
    expect(login.json().isSuccessful).toBe(false);
  });
});

describe('demo data outside production', () => {
  it('seeds once, with the review scheduling email whose signed links open the proposed visit', async () => {
    expect(await seedFullDemo(demo.db, demo.config)).toBe(true);
    expect(await seedFullDemo(demo.db, demo.config)).toBe(false);
    const [mail] = await demo.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'pharmacist@homer.example'));
    const approve = mail?.textBody.match(/^Approve: (\S+)$/m)?.[1];
    expect(approve).toMatch(
      /\/icq\/scheduling\/\d+\/\d+\?approve=true&scheduleDate=2027-03-09T10%3A00&token=/,
    );
    const link = new URL(approve ?? '');
    const [, , , icqReviewId, userId] = link.pathname.split('/');
    const query = new URLSearchParams({
      icqReviewId: icqReviewId ?? '',
      userId: userId ?? '',
      scheduleDate: link.searchParams.get('scheduleDate') ?? '',
      token: link.searchParams.get('token') ?? '',
    });
    const get = (q: URLSearchParams) =>
      demo.app.inject({
        method: 'GET',
        url: `/api/ICQ/IcqScheduling/GetProposedSchedule?${q}`,
        remoteAddress: nextRemoteAddress(),
      });
    const opened = await get(query);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ scheduleDateTimeStr: '2027-03-09T10:00', facilityCity: 'Orlando' });
    query.delete('token');
    const without = await get(query);
    expect(without.statusCode).toBe(404);
    expect(without.json().message).toBe(icqMessages.reviewNotFound);
  });

  it('fills the budget screens: the current fiscal year has budgets, POs and invoices, one of them over budget', async () => {
    await seedFullDemo(demo.db, demo.config);
    const [current] = await demo.db.select().from(fiscalYears).where(eq(fiscalYears.isCurrent, true));
    const shown = await demo.db
      .select({ name: budgets.name, id: budgets.id })
      .from(budgets)
      .where(eq(budgets.fiscalYearId, current?.id ?? 0));
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(await demo.db.$count(purchaseOrders)).toBeGreaterThanOrEqual(10);
    expect(await demo.db.$count(invoices)).toBeGreaterThanOrEqual(20);
    const figures = await demo.db.execute<{ name: string; available: string }>(
      sql`select b.name, f.available_budget::text as available from budget_figures f
          join budgets b on b.id = f.budget_id where b.fiscal_year_id = ${current?.id ?? 0}`,
    );
    // The case: $280,000 of POs on a $250,000 allocation, $42,000 of it paid.
    expect(figures.rows).toContainEqual({ name: 'ADAP Pharmacy Purchases', available: '-30000.00' });
    expect(figures.rows.filter((r) => !r.available.startsWith('-')).length).toBeGreaterThan(3);
    // The figure triggers kept up with the seed's bulk inserts.
    expect((await demo.db.execute(sql`select * from budget_figures_drift()`)).rows).toEqual([]);
  });
});
