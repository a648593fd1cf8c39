import { Module, Role } from '@homer/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHistory } from '../../db/schema/jobs.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, { userName: 'ops', access: [{ module: Module.Admin, role: Role.SystemAdmin }] });
  token = await signIn(ctx.app, 'ops');
  const base = Date.parse('2026-11-01T00:00:00Z');
  await ctx.db.insert(jobHistory).values(
    Array.from({ length: 60 }, (_, i) => ({
      job: i % 2 ? 'Automated Routine - Every Hour' : 'Nightly_Export',
      actualFireTimeUtc: new Date(base + i * 3600_000),
      scheduledFireTimeUtc: new Date(base + i * 3600_000),
      logMessage: `log ${i}`,
      exceptionMessage: i === 7 ? 'Error: boom' : null,
      wasSuccessful: i !== 7,
    })),
  );
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('api/Silkier/SilkierHistory', () => {
  it('GetHistory pages newest first by default', async () => {
    const res = await get('/api/Silkier/SilkierHistory/GetHistory?page=2&pageSize=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(60);
    expect(body.data).toHaveLength(10);
    expect(body.data[0].actualFireTimeUtc).toBe('2026-11-01T09:00:00.000Z');
  });

  it('GetHistory sorts and searches, taking % literally', async () => {
    const asc = (
      await get(
        '/api/Silkier/SilkierHistory/GetHistory?pageSize=10&sortField=actualFireTimeUtc&sortOrder=asc',
      )
    ).json();
    expect(asc.data[0].actualFireTimeUtc).toBe('2026-11-01T00:00:00.000Z');
    const found = (await get('/api/Silkier/SilkierHistory/GetHistory?pageSize=10&search=nightly_')).json();
    expect(found.totalRecords).toBe(30);
    const literal = (await get('/api/Silkier/SilkierHistory/GetHistory?pageSize=10&search=%25')).json();
    expect(literal.totalRecords).toBe(0);
  });

  it('rejects a page size outside the spec options with its message', async () => {
    const res = await get('/api/Silkier/SilkierHistory/GetHistory?pageSize=7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Page size must be one of 10, 25, 50, 100, 200.');
  });

  it('GetLog and GetException return the run texts; unknown runs are 404', async () => {
    const list = (await get('/api/Silkier/SilkierHistory/GetHistory?pageSize=100&sortOrder=asc')).json();
    const failed = list.data.find((r: { wasSuccessful: boolean }) => !r.wasSuccessful);
    expect(failed).toBeDefined();
    const log = await get(`/api/Silkier/SilkierHistory/GetLog?fireInstanceId=${failed.fireInstanceId}`);
    expect(log.json()).toEqual({ logMessage: 'log 7' });
    const ex = await get(`/api/Silkier/SilkierHistory/GetException?fireInstanceId=${failed.fireInstanceId}`);
    expect(ex.json()).toEqual({ exceptionMessage: 'Error: boom' });
    expect((await get('/api/Silkier/SilkierHistory/GetLog?fireInstanceId=999999')).statusCode).toBe(404);
    expect((await get('/api/Silkier/SilkierHistory/GetLog?fireInstanceId=abc')).statusCode).toBe(400);
  });
});
