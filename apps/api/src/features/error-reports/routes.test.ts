import { Module, Role } from '@homer/contracts/access';
import { errorReportLimits, errorReportMessages } from '@homer/contracts/error-reports';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorReportGroups,
  errorReportOccurrences,
  errorReportReleases,
} from '../../db/schema/error-reports.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let admin: { userId: number; token: string };
let other: string;
beforeAll(async () => {
  ctx = await createTestContext((app) => {
    // A route that fails the way a bug does: an unexpected error, carrying a patient's e-mail in its message.
    app.get('/api/test/error-report-boom', { config: { access: 'public' } }, async () => {
      throw new TypeError('Cannot read properties of undefined (reading pat@clinic.example)');
    });
  });
  admin = await createSignedInUser(ctx, {
    userName: 'errs',
    access: [{ module: Module.Admin, role: Role.User }],
  });
  other = (
    await createSignedInUser(ctx, {
      userName: 'baonly',
      access: [{ module: Module.BA, role: Role.SystemAdmin }],
    })
  ).token;
});
afterAll(() => ctx.close());

let address = 1;
/** Each test reports from its own address, so one test's allowance is not another's. */
const nextAddress = () => `10.9.0.${address++}`;

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error',
  type: 'TypeError',
  message: 'x is not a function',
  stack:
    'TypeError: x is not a function\n    at onSave (https://homer.example/assets/user-edit-page-Bx81kQ2a.js:1:4211)',
  route: '/admin/users/user/edit/details/42',
  release: 'r1',
  browser: 'Chrome 131',
  ...overrides,
});

const post = (payload: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ErrorReport/Report',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.token ? bearer(options.token) : {},
  });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const resolve = (id: number, token = admin.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ErrorReport/Resolve',
    payload: { id },
    headers: bearer(token),
  });

const occurrenceCount = async () => (await ctx.db.select({ n: count() }).from(errorReportOccurrences))[0]?.n;
const groupOf = async (message: string) =>
  (await ctx.db.select().from(errorReportGroups).where(eq(errorReportGroups.message, message)))[0];

describe('POST api/ErrorReport/Report', () => {
  it('groups reports by fingerprint: counts, first/last seen, last release, and the user when signed in', async () => {
    const message = 'grouping: cannot save';
    expect((await post(report({ message }))).json()).toMatchObject({
      isSuccessful: true,
      message: errorReportMessages.received,
    });
    // Another build of the same code (new chunk hash, other position) is the same error.
    const later = report({
      message,
      release: 'r2',
      stack: 'TypeError: x\n    at onSave (https://homer.example/assets/user-edit-page-Zz99aa11.js:1:5000)',
    });
    expect((await post(later, { token: admin.token })).statusCode).toBe(200);
    const group = await groupOf(message);
    expect(group).toMatchObject({
      source: 'web',
      type: 'TypeError',
      occurrences: 2,
      lastRelease: 'r2',
      topFrame: 'onSave user-edit-page.js',
      route: '/admin/users/user/edit/details/:n',
      status: 'open',
    });
    expect(group?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(group?.firstSeenAt.getTime() ?? Infinity);
    const occurrences = await ctx.db
      .select()
      .from(errorReportOccurrences)
      .where(eq(errorReportOccurrences.groupId, group?.id ?? 0));
    expect(occurrences.map((o) => o.userId).sort()).toEqual([admin.userId, null].sort());

    // Another top frame is another group.
    await post(
      report({ message, stack: 'TypeError: x\n    at onDelete (https://h/assets/a-Bx81kQ2a.js:1:2)' }),
    );
    const groups = await ctx.db
      .select()
      .from(errorReportGroups)
      .where(eq(errorReportGroups.message, message));
    expect(groups).toHaveLength(2);
  });

  it('stores no token, e-mail, phone, date of birth, Rx number or query value, whatever the browser sent', async () => {
    const response = await post(
      report({
        message: 'Rx 1234567 for pat@clinic.example born 04/12/1961, call (305) 555-0142, Bearer abc.def.ghi',
        route:
          '/support/tickets/feedback/5/3f2a1b4c-1111-2222-3333-444455556666?token=s3cret&search=Smith&page=2',
        stack: 'Error\n    at f (https://h/assets/x-Bx81kQ2a.js?token=s3cret:1:2)',
      }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(errorReportOccurrences)
      .innerJoin(errorReportGroups, eq(errorReportGroups.id, errorReportOccurrences.groupId))
      .where(eq(errorReportOccurrences.route, '/support/tickets/feedback/:n/[guid]?page=2'));
    expect(row?.error_report_groups.message).toBe(
      'Rx [number] for [email] born [date], call [phone], Bearer [token]',
    );
    const stored = JSON.stringify(row);
    for (const secret of ['1234567', 'pat@', '1961', '555-0142', 'abc.def', 's3cret', 'Smith', '3f2a1b4c']) {
      expect(stored).not.toContain(secret);
    }
    expect(row?.error_report_occurrences.stack).toBe('Error\n    at f (/assets/x-Bx81kQ2a.js:1:2)');
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await occurrenceCount();
    const cases: [Record<string, unknown>, string][] = [
      [report({ message: '' }), 'Message is required.'],
      [report({ message: 'a\u0000b' }), 'Contains characters that are not allowed.'],
      [report({ release: 'x'.repeat(101) }), 'Release cannot be longer than 100 characters.'],
      [report({ kind: 'other' }), 'Kind must be error, unhandledrejection, route or http.'],
      [report({ kind: 'http', status: 403 }), errorReportMessages.ignoredStatus],
      [report({ formValues: { name: 'Jane' } }), 'Unrecognized key: "formValues"'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await occurrenceCount()).toBe(before);
  });

  it('refuses a body over 32 KB (413) and stores nothing', async () => {
    const before = await occurrenceCount();
    const big = JSON.stringify(report({ stack: 'x'.repeat(errorReportLimits.bodyBytes) }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ErrorReport/Report',
      payload: big,
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ isSuccessful: false, message: 'Request body is too large' });
    expect(await occurrenceCount()).toBe(before);
    // Just under the limit is taken (the stack is cut to its column's length).
    const fits = JSON.stringify(report({ stack: 'y'.repeat(errorReportLimits.stack) }));
    expect(Buffer.byteLength(fits)).toBeLessThan(errorReportLimits.bodyBytes);
  });

  it('limits anonymous reports to 10 a minute per address; a signed-in user has their own allowance', async () => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < errorReportLimits.anonymousPerMinute + 1; i++) {
      statuses.push((await post(report({ message: `flood ${i}` }), { remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, errorReportLimits.anonymousPerMinute).every((s) => s === 200)).toBe(true);
    const refused = await post(report({ message: 'flood again' }), { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a minute and try again.');
    expect(await groupOf('flood again')).toBeUndefined();
    expect(
      (await post(report({ message: 'signed in, same address' }), { remoteAddress, token: admin.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the error-report area', () => {
  it('is for the Admin module at User: 401 signed out, 403 for other modules', async () => {
    for (const url of ['/api/ErrorReport/GetGroupList?pageSize=10', '/api/ErrorReport/GetGroup?id=1']) {
      expect((await get(url)).statusCode).toBe(401);
      const refused = await get(url, other);
      expect(refused.statusCode).toBe(403);
    }
    expect((await resolve(1, other)).statusCode).toBe(403);
    expect((await get('/api/ErrorReport/GetGroupList?pageSize=10', admin.token)).statusCode).toBe(200);
  });

  it('lists groups last seen first, filters by status, and shows a group with its occurrences', async () => {
    await post(report({ message: 'list: older' }));
    await post(report({ message: 'list: newer' }));
    const list = (await get('/api/ErrorReport/GetGroupList?pageSize=200&status=open', admin.token)).json();
    const messages = list.data.map((r: { message: string }) => r.message);
    expect(messages.indexOf('list: newer')).toBeLessThan(messages.indexOf('list: older'));
    expect(list.data.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const id = list.data[messages.indexOf('list: newer')].id;
    const group = (await get(`/api/ErrorReport/GetGroup?id=${id}`, admin.token)).json();
    expect(group).toMatchObject({
      id,
      message: 'list: newer',
      count: 1,
      topFrame: 'onSave user-edit-page.js',
    });
    expect(group.occurrences).toHaveLength(1);
    expect(group.occurrences[0]).toMatchObject({ kind: 'error', release: 'r1', browser: 'Chrome 131' });

    const missing = await get('/api/ErrorReport/GetGroup?id=999999', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(errorReportMessages.notFound);
    const bad = await get('/api/ErrorReport/GetGroupList?pageSize=10&status=closed', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be open or resolved.');
  });

  it('keeps only the newest occurrences of a group', async () => {
    const message = 'bounded occurrences';
    const remoteAddress = nextAddress();
    for (let i = 0; i < errorReportLimits.occurrencesKept + 3; i++) {
      await post(report({ message, browser: `b${i}` }), { token: admin.token, remoteAddress });
    }
    const group = await groupOf(message);
    expect(group?.occurrences).toBe(errorReportLimits.occurrencesKept + 3);
    const kept = (await get(`/api/ErrorReport/GetGroup?id=${group?.id}`, admin.token)).json().occurrences;
    expect(kept).toHaveLength(errorReportLimits.occurrencesKept);
    expect(kept[0].browser).toBe(`b${errorReportLimits.occurrencesKept + 2}`);
    expect(kept.at(-1).browser).toBe('b3');
  });

  it('resolves a group; the same or an older release keeps it resolved, a later release reopens it', async () => {
    const message = 'regression';
    await post(report({ message, release: 'v1' }));
    await post(report({ message, release: 'v2' }));
    const id = (await groupOf(message))?.id ?? 0;
    const resolved = await resolve(id);
    expect(resolved.json()).toMatchObject({ isSuccessful: true, message: errorReportMessages.resolved });
    expect(await groupOf(message)).toMatchObject({
      status: 'resolved',
      resolvedRelease: 'v2',
      resolvedByUserId: admin.userId,
    });
    const again = await resolve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errorReportMessages.alreadyResolved);

    // Still in the release it was resolved in (the fix is not deployed yet), or an old tab on v1: stays resolved.
    await post(report({ message, release: 'v2' }));
    await post(report({ message, release: 'v1' }));
    expect(await groupOf(message)).toMatchObject({ status: 'resolved', occurrences: 4 });

    // Back in v3, first seen after v2: a regression.
    await post(report({ message, release: 'v3' }));
    expect(await groupOf(message)).toMatchObject({
      status: 'open',
      resolvedAt: null,
      resolvedRelease: null,
      occurrences: 5,
    });
    const releases = await ctx.db
      .select()
      .from(errorReportReleases)
      .where(eq(errorReportReleases.release, 'v3'));
    expect(releases).toHaveLength(1);
  });

  it('refuses to resolve a group that does not exist, or a bad id, and changes nothing', async () => {
    const statuses = () =>
      ctx.db.select({ id: errorReportGroups.id, status: errorReportGroups.status }).from(errorReportGroups);
    const before = await statuses();
    const missing = await resolve(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(errorReportMessages.notFound);
    const bad = await resolve(0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Id must be a whole number from 1.');
    expect(await statuses()).toEqual(before);
  });
});

describe('server 5xx', () => {
  it('stores an unexpected server error with its request id, scrubbed, and still answers 500', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/error-report-boom?token=abc' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Internal server error.');
    let row: typeof errorReportOccurrences.$inferSelect | undefined;
    // The store runs after the answer (it never delays or breaks it): wait for it.
    for (let i = 0; i < 50 && !row; i++) {
      [row] = await ctx.db
        .select()
        .from(errorReportOccurrences)
        .where(eq(errorReportOccurrences.kind, 'server'));
      if (!row) await new Promise((r) => setTimeout(r, 20));
    }
    expect(row).toMatchObject({ route: 'GET /api/test/error-report-boom', httpStatus: 500 });
    expect(row?.requestId).toMatch(/^req-/);
    const group = (
      await ctx.db
        .select()
        .from(errorReportGroups)
        .where(eq(errorReportGroups.id, row?.groupId ?? 0))
    )[0];
    expect(group).toMatchObject({
      source: 'server',
      type: 'TypeError',
      message: 'Cannot read properties of undefined (reading [email])',
    });
  });

  it('answers 500 all the same when storing the error fails, or throws', async () => {
    const holder = ctx.app.serverErrorSink;
    const kept = holder.current;
    const boom = () => ctx.app.inject({ method: 'GET', url: '/api/test/error-report-boom' });
    try {
      holder.current = () => Promise.reject(new Error('database down'));
      const rejected = await boom();
      expect(rejected.statusCode).toBe(500);
      expect(rejected.json().message).toBe('Internal server error.');
      holder.current = () => {
        throw new Error('sink broken');
      };
      const thrown = await boom();
      expect(thrown.statusCode).toBe(500);
      expect(thrown.json().message).toBe('Internal server error.');
    } finally {
      holder.current = kept;
    }
  });
});
