import type { TechSpec } from '@homer/contracts/tech-spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { PUBLIC_DOMAINS: 'homer.example.gov' });
  await createUser(ctx.db, { userName: 'reader' });
  token = await signIn(ctx.app, 'reader');
});
afterAll(() => ctx.close());

const get = (headers: Record<string, string> = bearer(token)) =>
  ctx.app.inject({ method: 'GET', url: '/api/TechSpec/GetTechSpec', headers });

describe('GET api/TechSpec/GetTechSpec', () => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await get({})).statusCode).toBe(401);
  });

  it('reports the running stack: Node.js, PostgreSQL and the key packages', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const spec: TechSpec = res.json();
    const version = (name: string) => spec.technologyStack.find((c) => c.name === name)?.version;
    expect(version('Node.js')).toBe(process.versions.node);
    expect(version('PostgreSQL')).toMatch(/^\d+(\.\d+)?/);
    expect(spec.technologyStack.map((c) => c.packageName).filter(Boolean)).toEqual([
      'fastify',
      'drizzle-orm',
      'zod',
      'react',
      '@mantine/core',
      'react-router',
      '@tanstack/react-query',
      'typescript',
      'vite',
    ]);
    // Every one is installed in this repository.
    for (const component of spec.technologyStack) expect(component.version).toMatch(/^\d+/);
    expect(spec.technologyStack.map((c) => c.name)).not.toContain('Angular');
  });

  it('lists the supported browsers, the domain names and the scheduled jobs', async () => {
    const spec: TechSpec = (await get({ ...bearer(token), host: 'staff.homer.example.gov:8443' })).json();
    expect(spec.supportedBrowsers.map((b) => b.name)).toEqual(['Edge', 'Chrome', 'Firefox']);
    expect(spec.domainNames).toEqual(['homer.example.gov', 'staff.homer.example.gov']);
    expect(spec.scheduledJobs).toContainEqual({
      name: 'Automated Routine - Every Hour',
      schedule: 'Every hour, on the hour',
      cron: '0 * * * *',
      description: expect.stringMatching(/every hour/i),
    });
  });
});
