import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let sysadmin: string;
let manager: string;
let otherModuleAdmin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const signedIn = (userName: string, access: ModuleAccess) =>
    createSignedInUser(ctx, { userName, access: [access] }).then((user) => user.token);
  [sysadmin, manager, otherModuleAdmin] = await Promise.all([
    signedIn('sys', { module: Module.Admin, role: Role.SystemAdmin }),
    signedIn('mgr', { module: Module.Admin, role: Role.Manager }),
    signedIn('baadmin', { module: Module.BA, role: Role.SystemAdmin }),
  ]);
  const base = Date.parse('2026-05-01T08:00:00Z');
  await ctx.db.insert(emailOutbox).values(
    Array.from({ length: 30 }, (_, i) => ({
      toAddress: i % 3 === 0 ? `pat${i}@clinic.example` : `staff${i}@homer.example`,
      subject: i % 2 ? 'HOMER password reset' : `Support Desk Ticket #${i}`,
      textBody: `Body ${i}`,
      htmlBody: i === 29 ? '<p>Hello <b>there</b></p>' : null,
      failure: i === 28 ? 'SMTP refused: 550 mailbox unavailable' : null,
      createdAt: new Date(base + i * 60_000),
    })),
  );
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('api/Administration/EmailOutbox', () => {
  it('is for Admin system administrators only: 401 signed out, 403 for others', async () => {
    const [first] = await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).limit(1);
    const urls = [
      '/api/Administration/EmailOutbox/GetList?pageSize=10',
      `/api/Administration/EmailOutbox/GetMessage?id=${first?.id}`,
    ];
    for (const url of urls) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, manager)).statusCode).toBe(403);
      expect((await get(url, otherModuleAdmin)).statusCode).toBe(403);
      expect((await get(url, sysadmin)).statusCode).toBe(200);
    }
  });

  it('GetList pages newest first and counts every message', async () => {
    const body = (await get('/api/Administration/EmailOutbox/GetList?pageSize=10&page=1', sysadmin)).json();
    expect(body.totalRecords).toBe(30);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      toAddress: 'staff29@homer.example',
      subject: 'HOMER password reset',
      hasHtml: true,
      failure: null,
      createdAt: '2026-05-01T08:29:00.000Z',
    });
    expect(body.data[1].failure).toBe('SMTP refused: 550 mailbox unavailable');
    const last = (await get('/api/Administration/EmailOutbox/GetList?pageSize=10&page=3', sysadmin)).json();
    expect(last.data.at(-1).createdAt).toBe('2026-05-01T08:00:00.000Z');
    const oldest = (
      await get('/api/Administration/EmailOutbox/GetList?pageSize=10&sortOrder=asc', sysadmin)
    ).json();
    expect(oldest.data[0].createdAt).toBe('2026-05-01T08:00:00.000Z');
  });

  it('GetList searches recipient and subject, taking % literally', async () => {
    const byRecipient = (
      await get('/api/Administration/EmailOutbox/GetList?pageSize=50&search=CLINIC', sysadmin)
    ).json();
    expect(byRecipient.totalRecords).toBe(10);
    const bySubject = (
      await get('/api/Administration/EmailOutbox/GetList?pageSize=50&search=password%20reset', sysadmin)
    ).json();
    expect(bySubject.totalRecords).toBe(15);
    const literal = (
      await get('/api/Administration/EmailOutbox/GetList?pageSize=50&search=%25', sysadmin)
    ).json();
    expect(literal.totalRecords).toBe(0);
  });

  it('GetMessage returns the bodies; an unknown id is 404, a bad one 400', async () => {
    const list = (await get('/api/Administration/EmailOutbox/GetList?pageSize=10', sysadmin)).json();
    const res = await get(`/api/Administration/EmailOutbox/GetMessage?id=${list.data[0].id}`, sysadmin);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      toAddress: 'staff29@homer.example',
      textBody: 'Body 29',
      htmlBody: '<p>Hello <b>there</b></p>',
      // No PUBLIC_BASE_URL here: the page is told which base the links were written with.
      linkBase: `http://localhost:${ctx.config.port}`,
    });
    expect((await get('/api/Administration/EmailOutbox/GetMessage?id=999999', sysadmin)).statusCode).toBe(
      404,
    );
    expect((await get('/api/Administration/EmailOutbox/GetMessage?id=abc', sysadmin)).statusCode).toBe(400);
  });

  it('GetMessage leaves configured links alone: linkBase is null with PUBLIC_BASE_URL set', async () => {
    const configured = await createTestContext(undefined, { PUBLIC_BASE_URL: 'https://homer.example.org/' });
    try {
      const admin = await createSignedInUser(configured, {
        userName: 'sys2',
        access: [{ module: Module.Admin, role: Role.SystemAdmin }],
      });
      const [row] = await configured.db
        .insert(emailOutbox)
        .values({ toAddress: 'a@homer.example', subject: 'S', textBody: 'https://homer.example.org/login' })
        .returning({ id: emailOutbox.id });
      const res = await configured.app.inject({
        method: 'GET',
        url: `/api/Administration/EmailOutbox/GetMessage?id=${row?.id}`,
        headers: bearer(admin.token),
      });
      expect(res.json()).toMatchObject({ textBody: 'https://homer.example.org/login', linkBase: null });
    } finally {
      await configured.close();
    }
  });

  it('rejects a page size outside the options', async () => {
    const res = await get('/api/Administration/EmailOutbox/GetList?pageSize=7', sysadmin);
    expect(res.statusCode).toBe(400);
  });
});
