import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { loadConfig } from './config.ts';
import { loginHistory } from './db/schema/core.ts';
import { createTestContext, type TestContext } from './test/test-context.ts';

const limit = 3;
const addEchoRoute = (app: App) => {
  app.get(
    '/api/test/whoami',
    { config: { access: 'public', rateLimit: { max: limit, timeWindow: '1 minute' } } },
    (request) => ({ ip: request.ip }),
  );
};

const call = (ctx: TestContext, remoteAddress: string, forwardedFor?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/test/whoami',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(addEchoRoute);
  });
  afterAll(() => ctx.close());

  it('ignores X-Forwarded-For: forged addresses buy no new allowance', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= limit + 2; i++) {
      const res = await call(ctx, '10.50.0.1', `203.0.113.${i}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 200) expect(res.json().ip).toBe('10.50.0.1');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('records the connection address in the login history, not the forged one', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { userName: 'nobody', password: 'wrong' },
      remoteAddress: '10.50.0.2',
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    const rows = await ctx.db.select().from(loginHistory).where(eq(loginHistory.userName, 'nobody'));
    expect(rows.map((r) => r.ipAddress)).toEqual(['10.50.0.2']);
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(addEchoRoute, { TRUST_PROXY: '10.60.0.1, 10.61.0.0/16' });
  });
  afterAll(() => ctx.close());

  it("uses the trusted proxy's X-Forwarded-For: each client behind it has its own allowance", async () => {
    for (let i = 1; i <= limit + 2; i++) {
      const res = await call(ctx, '10.60.0.1', `203.0.113.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().ip).toBe(`203.0.113.${i}`);
    }
  });

  it('believes only the hops the trusted proxies added', async () => {
    // The client wrote the first entry itself; the proxy appended the address it saw.
    expect((await call(ctx, '10.61.3.4', '192.0.2.66, 203.0.113.50')).json().ip).toBe('203.0.113.50');
    // Through two trusted proxies, the first untrusted address from the right is the client.
    expect((await call(ctx, '10.60.0.1', '192.0.2.66, 203.0.113.51, 10.61.0.9')).json().ip).toBe(
      '203.0.113.51',
    );
    // Anyone else's header is ignored.
    expect((await call(ctx, '10.62.0.1', '203.0.113.52')).json().ip).toBe('10.62.0.1');
  });
});

describe('TRUST_PROXY values', () => {
  const parse = (value: string) => loadConfig({ JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy;

  it('takes addresses, CIDR ranges and the private-range names, and nothing by default', () => {
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('10.0.0.1,10.1.0.0/16  fd00::/8 loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses values that would believe any client', () => {
    for (const value of ['true', '1', '2', '*', '10.0.0.0/33', 'proxy.internal']) {
      expect(() => parse(value), value).toThrow(/TRUST_PROXY: .* is not a proxy address or CIDR range/);
    }
  });
});
