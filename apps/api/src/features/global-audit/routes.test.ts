import { Module, Role } from '@homer/contracts/access';
import { type Paged, pageCursorMessages } from '@homer/contracts/envelope';
import { type GlobalAuditRecord, globalAuditMessages, latestToday } from '@homer/contracts/global-audit';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import { maxBigId } from '../../platform/paging/keyset-paging.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { expectCursorWalkMatchesOffset, forgedCursors } from '../../test/walk-pages.ts';

const listUrl = '/api/Administration/GlobalAuditHistory/GetGlobalAuditList';
const usersUrl = '/api/Select/Users';
const xss = '<img src=x onerror=alert(1)>bold';
// Release notes are the spec's HTML; the audit list shows their changes as sanitized HTML.
const richXss = '<p>New</p><img src=x onerror=alert(1)>bold';

let ctx: TestContext;
const id: Record<string, number> = {};
const token: Record<string, string> = {};

/** Local calendar date (YYYY-MM-DD) of an instant in a time zone. */
const dayIn = (date: Date, timeZone: string) => date.toLocaleDateString('en-CA', { timeZone });
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  const people = {
    auditor: [{ module: Module.Admin, role: Role.Manager }],
    sysadm: [{ module: Module.Admin, role: Role.SystemAdmin }],
    adminuser: [{ module: Module.Admin, role: Role.User }],
    bauser: [{ module: Module.BA, role: Role.SystemAdmin }],
    uadmin: [{ module: Module.Admin, role: Role.UserAdmin }],
    subject: [],
    leaver: [],
  };
  for (const [userName, access] of Object.entries(people)) {
    id[userName] = await createUser(ctx.db, { userName, access });
  }
  for (const userName of ['auditor', 'sysadm', 'adminuser', 'bauser', 'uadmin']) {
    token[userName] = await signIn(ctx.app, userName);
  }

  // A second audited area with RX numbers, audited by the real trigger function (Rx Connects, secure).
  // Made by the owner, as a migration would; the application role then writes it.
  await ctx.ownerDb.execute(sql`
    create table audit_probe (id serial primary key, rx_number varchar(20), note text);
    create trigger audit_probe_audit after insert or update or delete on audit_probe for each row
      execute function audit_row_change('8', 'RxConnects', 'Prescription', 'id', 'true', '', '')`);

  // One transaction per change, so each has its own timestamp.
  const as = (userName: string, statement: ReturnType<typeof sql>) =>
    withTx(ctx.db, { userId: id[userName] ?? null }, (tx) => tx.execute(statement));
  await as('auditor', sql`update users set first_name = 'Renamed' where id = ${id.subject}`);
  await as('sysadm', sql`insert into audit_probe (rx_number, note) values ('1234567', 'first')`);
  await as('sysadm', sql`update audit_probe set note = ${xss} where rx_number = '1234567'`);
  await as('auditor', sql`insert into audit_probe (rx_number, note) values ('7654321', 'other')`);
  await as(
    'auditor',
    sql`update users set last_name = '<b>bold</b><script>alert(1)</script>' where id = ${id.subject}`,
  );
  await as(
    'sysadm',
    sql`insert into release_notes (version_number, go_live_date, release_notes)
        values ('9.9.9', '2026-01-01', '<p>Notes</p>')`,
  );
  await as('sysadm', sql`update release_notes set release_notes = ${richXss} where version_number = '9.9.9'`);
  await as('leaver', sql`update users set first_name = 'Leaving' where id = ${id.leaver}`);
  await ctx.db.delete(users).where(eq(users.id, id.leaver ?? 0));
});
afterAll(() => ctx.close());

type Page = Paged<GlobalAuditRecord>;
const get = (url: string, as = 'auditor', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token[as] ?? ''), ...headers } });
const list = async (query: string, headers: Record<string, string> = {}): Promise<Page> => {
  const size = query.includes('pageSize=') ? '' : 'pageSize=200&';
  const res = await get(`${listUrl}?${size}${query}`, 'auditor', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const auditRows = async (where?: ReturnType<typeof sql>) =>
  (await ctx.db.select({ n: count() }).from(globalAudit).where(where))[0]?.n ?? 0;

describe('GetGlobalAuditList access (Admin module, Manager minimum)', () => {
  it('refuses the anonymous with 401 and users below Admin Manager with 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: listUrl })).statusCode).toBe(401);
    for (const userName of ['adminuser', 'bauser', 'uadmin']) {
      const res = await get(listUrl, userName);
      expect(res.statusCode, userName).toBe(403);
      expect(res.json().message).toMatch(/^Access Denied!/);
    }
  });

  it('lets Admin managers and system administrators read it', async () => {
    expect((await get(listUrl, 'auditor')).statusCode).toBe(200);
    expect((await get(listUrl, 'sysadm')).statusCode).toBe(200);
  });
});

describe('GetGlobalAuditList rows', () => {
  it('pages 100 newest first by default, with every column of the record', async () => {
    const res = await get(listUrl);
    const body: Page = res.json();
    expect(body.totalRecords).toBe(await auditRows());
    expect(body.data.length).toBe(Math.min(100, body.totalRecords));
    const renamed = body.data.find((r) => r.changedTo === 'Renamed');
    expect(renamed).toMatchObject({
      businessArea: 1,
      businessAreaName: 'Administration',
      module: 'Admin',
      entityId: String(id.subject),
      recordAffected: `User #${id.subject}`,
      secureArea: false,
      field: 'first_name',
      changedFrom: 'Test',
      changedBy: 'Test auditor',
      pfsLink: `/admin/users/user/edit/audit-history/${id.auditor}`,
    });
    expect(renamed?.dateChangedFormatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M$/);
  });

  it('names the system for changes without a user, and a removed user by id without a link', async () => {
    const { data } = await list('');
    const inserted = data.find((r) => r.field === 'user_name' && r.changedTo === 'subject');
    expect(inserted).toMatchObject({ changedBy: 'System', pfsLink: null, changedFrom: null });
    const leaving = data.find((r) => r.changedTo === 'Leaving');
    expect(leaving).toMatchObject({ changedBy: `User #${id.leaver}`, pfsLink: null });
  });

  it('returns plain-text changes as stored, for the browser to show as text', async () => {
    const { data } = await list('businessAreas=[8]');
    const note = data.find((r) => r.field === 'note' && r.changedFrom === 'first');
    expect(note).toMatchObject({ isHtml: false, changedTo: xss });
    const { data: admin } = await list('businessAreas=[1]');
    expect(admin.find((r) => r.field === 'last_name' && r.entityId === String(id.subject))).toMatchObject({
      isHtml: false,
      changedTo: '<b>bold</b><script>alert(1)</script>',
    });
  });

  it('sanitizes only the changes of fields that hold HTML; the trail keeps what was written', async () => {
    const { data: admin } = await list('businessAreas=[1]');
    const notes = admin.filter((r) => r.field === 'release_notes');
    expect(notes.map((r) => [r.isHtml, r.changedFrom, r.changedTo])).toEqual([
      [true, '<p>Notes</p>', '<p>New</p>bold'],
      [true, null, '<p>Notes</p>'],
    ]);
    expect(admin.filter((r) => r.isHtml).map((r) => r.field)).toEqual(['release_notes', 'release_notes']);
    expect(await auditRows(eq(globalAudit.changedTo, richXss))).toBe(1);
    expect(await auditRows(eq(globalAudit.changedTo, xss))).toBe(1);
  });
});

describe('GetGlobalAuditList filters', () => {
  it('business areas: a JSON list of codes', async () => {
    const rx = await list('businessAreas=[8]');
    expect(rx.totalRecords).toBe(await auditRows(eq(globalAudit.businessArea, 8)));
    expect(rx.totalRecords).toBeGreaterThan(0);
    expect(rx.data.every((r) => r.businessArea === 8 && r.businessAreaName === 'Rx Connects')).toBe(true);
    expect(rx.data.every((r) => r.secureArea)).toBe(true);
    expect((await list('businessAreas=[1,8]')).totalRecords).toBe(await auditRows());
    expect((await list('businessAreas=[9]')).totalRecords).toBe(0);
    expect((await list('businessAreas=[]')).totalRecords).toBe(await auditRows());
  });

  it('changed by: one user id', async () => {
    const page = await list(`changedBy=${id.sysadm}`);
    expect(page.totalRecords).toBe(await auditRows(eq(globalAudit.changedBy, id.sysadm ?? 0)));
    expect(page.totalRecords).toBeGreaterThan(0);
    expect(page.data.every((r) => r.changedBy === 'Test sysadm')).toBe(true);
  });

  it('RX number: contains (3+ characters), trimmed; shorter matches exactly', async () => {
    const page = await list('rx=%201234567%20');
    expect(page.totalRecords).toBe(await auditRows(eq(globalAudit.rxNumber, '1234567')));
    expect(page.data.map((r) => r.field).sort()).toEqual(['id', 'note', 'note', 'rx_number'].sort());
    const part = await list('rx=2345');
    expect(part.totalRecords).toBe(page.totalRecords);
    // '543' is inside 7654321 only; '%' and '_' are taken literally.
    expect(new Set((await list('rx=543')).data.map((r) => r.recordAffected))).toEqual(
      new Set((await list('rx=7654321')).data.map((r) => r.recordAffected)),
    );
    expect((await list('rx=4321')).totalRecords).toBe(await auditRows(eq(globalAudit.rxNumber, '7654321')));
    expect((await list('rx=12%25')).totalRecords).toBe(0);
    expect((await list('rx=1_3')).totalRecords).toBe(0);
    expect((await list('rx=12')).totalRecords).toBe(0);
  });

  it('free-text search: Record Affected, Field, Changed From or Changed To contain the words', async () => {
    const renamed = await list('search=RENAMED');
    expect(renamed.totalRecords).toBe(1);
    expect(renamed.data[0]).toMatchObject({ field: 'first_name', changedTo: 'Renamed' });
    const byField = await list('search=last_name');
    expect(byField.totalRecords).toBe(await auditRows(eq(globalAudit.field, 'last_name')));
    expect(byField.data.every((r) => r.field === 'last_name')).toBe(true);
    const byValue = await list('search=onerror=alert');
    expect(byValue.data.map((r) => r.field).sort()).toEqual(['note', 'release_notes']);
    const record = renamed.data[0]?.recordAffected ?? '';
    const byRecord = await list(`search=${encodeURIComponent(record)}`);
    expect(byRecord.totalRecords).toBeGreaterThan(1);
    expect(byRecord.data.filter((r) => r.recordAffected === record)).toHaveLength(
      await auditRows(eq(globalAudit.recordAffected, record)),
    );
    expect((await list('search=50%25%20off')).totalRecords).toBe(0);
  });

  it('pages by cursor exactly as by page number, both ways, with and without filters', async () => {
    const key = (r: GlobalAuditRecord) => r.id;
    const all = await expectCursorWalkMatchesOffset(list, key, '', 10);
    expect(all.length).toBeGreaterThan(30);
    expect(all).toHaveLength(await auditRows());
    await expectCursorWalkMatchesOffset(list, key, 'sortOrder=asc', 10);
    await expectCursorWalkMatchesOffset(list, key, `changedBy=${id.auditor}`, 10);
  });

  it('refuses a cursor no server wrote, or one of another sort or filter, with 400', async () => {
    const first = await list('pageSize=10');
    const cursor = first.nextCursor ?? '';
    expect(cursor).not.toBe('');
    for (const [name, forged] of forgedCursors(cursor, { key: '2026-02-30 10:00:00', idMax: maxBigId })) {
      const res = await get(`${listUrl}?pageSize=10&page=2&after=${forged}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toMatch(/page cursor/);
    }
    for (const other of ['sortOrder=asc', 'rx=1234567', 'search=Renamed', `changedBy=${id.auditor}`]) {
      const res = await get(`${listUrl}?pageSize=10&page=2&${other}&after=${cursor}`);
      expect(res.statusCode, other).toBe(400);
      expect(res.json().message).toBe(pageCursorMessages.otherQuery);
    }
    const elsewhere = await get(`${listUrl}?pageSize=10&page=2&after=${cursor}`, 'auditor', {
      'x-timezone': 'Pacific/Kiritimati',
    });
    expect(elsewhere.statusCode).toBe(400);
    const both = await get(`${listUrl}?pageSize=10&after=${cursor}&before=${cursor}`);
    expect(both.json().message).toBe(pageCursorMessages.both);
  });

  it('free-text search shorter than three characters: 400 with its message', async () => {
    const res = await get(`${listUrl}?search=ab`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(globalAuditMessages.searchTooShort);
  });

  it('date changed: whole days in the caller time zone', async () => {
    const [newest] = (await list('pageSize=10')).data;
    const changed = new Date(newest?.dateChanged ?? 0);
    // UTC+14 and UTC-12 are always on different calendar days.
    const east = { 'x-timezone': 'Pacific/Kiritimati' };
    const west = { 'x-timezone': 'Etc/GMT+12' };
    const eastDay = dayIn(changed, 'Pacific/Kiritimati');
    const all = await auditRows();
    expect((await list(`dateFrom=${eastDay}&dateTo=${eastDay}`, east)).totalRecords).toBe(all);
    expect((await list(`dateFrom=${eastDay}&dateTo=${eastDay}`, west)).totalRecords).toBe(0);
    const westDay = dayIn(changed, 'Etc/GMT+12');
    expect((await list(`dateFrom=${westDay}&dateTo=${westDay}`, west)).totalRecords).toBe(all);
    expect((await list(`dateTo=${addDays(westDay, -1)}`, west)).totalRecords).toBe(0);
    expect((await list(`dateFrom=${addDays(eastDay, -400)}`, east)).totalRecords).toBe(all);
    // Shown in the caller's zone too.
    const shown = (tz: Record<string, string>) =>
      list('pageSize=10', tz).then((p) => p.data.find((r) => r.id === newest?.id)?.dateChangedFormatted);
    expect(await shown(east)).not.toBe(await shown(west));
  });

  it('an unknown time zone falls back to UTC', async () => {
    const utc = await list('pageSize=10', { 'x-timezone': 'UTC' });
    const bogus = await list('pageSize=10', { 'x-timezone': 'Mars/Olympus_Mons' });
    expect(bogus.data.map((r) => r.dateChangedFormatted)).toEqual(
      utc.data.map((r) => r.dateChangedFormatted),
    );
  });

  it('combines filters', async () => {
    const page = await list(`changedBy=${id.auditor}&businessAreas=[8]&rx=7654321`);
    expect(page.totalRecords).toBe(3);
    expect(new Set(page.data.map((r) => r.recordAffected)).size).toBe(1);
    expect((await list(`changedBy=${id.auditor}&businessAreas=[8]&rx=1234567`)).totalRecords).toBe(0);
  });
});

describe('GetGlobalAuditList sorting and paging', () => {
  const key = (r: GlobalAuditRecord) => `${r.dateChanged}#${String(r.id).padStart(12, '0')}`;

  it('sorts by Date Changed both ways, ties by row id', async () => {
    const desc = (await list('sortField=dateChanged&sortOrder=desc')).data.map(key);
    const asc = (await list('sortField=dateChanged&sortOrder=asc')).data.map(key);
    expect(desc).toEqual([...desc].sort().reverse());
    expect(asc).toEqual([...asc].sort());
    expect(asc).toEqual([...desc].reverse());
  });

  it('pages without gaps or overlaps', async () => {
    const total = await auditRows();
    expect(total).toBeGreaterThan(20);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const res = await get(`${listUrl}?page=${page}&pageSize=10`);
      const body: Page = res.json();
      expect(body.totalRecords).toBe(total);
      seen.push(...body.data.map((r) => r.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('GetGlobalAuditList rejected input', () => {
  const future = addDays(latestToday(), 1);
  const cases: [string, string][] = [
    ['businessAreas=[1,', globalAuditMessages.businessAreas],
    ['businessAreas=1', globalAuditMessages.businessAreas],
    ['businessAreas=["Administration"]', globalAuditMessages.businessAreas],
    ['businessAreas=[0]', globalAuditMessages.businessAreas],
    ['businessAreas=[11]', globalAuditMessages.businessAreas],
    [`dateTo=${future}`, 'Date Changed cannot end after today.'],
    ['dateFrom=2026-02-10&dateTo=2026-02-01', 'Date Changed must start on or before the day it ends.'],
    ['dateFrom=2026-02-30', 'Date Changed dates must be written as YYYY-MM-DD.'],
    ['dateTo=02/01/2026', 'Date Changed dates must be written as YYYY-MM-DD.'],
    ['pageSize=7', 'Page size must be one of 10, 25, 50, 100, 200.'],
    ['sortField=field', 'Only Date Changed can be sorted.'],
    ['changedBy=someone', 'Changed By must be a user.'],
    ['changedBy=0', 'Changed By must be a user.'],
    [`rx=${'9'.repeat(21)}`, 'RX Number cannot be longer than 20 characters.'],
  ];

  it.each(cases)('%s → 400 with its message, nothing changed', async (query, message) => {
    const before = await auditRows();
    const res = await get(`${listUrl}?${encodeURI(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccessful: false, message, messageClass: 'error' });
    expect(await auditRows()).toBe(before);
  });
});

describe('api/Select/Users', () => {
  it('lists every user as value/text, by name, for those who may read the audit list', async () => {
    const res = await get(usersUrl);
    expect(res.statusCode).toBe(200);
    const options: { value: number; text: string }[] = res.json();
    expect(options).toContainEqual({ value: id.auditor, text: 'Test auditor' });
    expect(options).toContainEqual({
      value: id.subject,
      text: '<b>bold</b><script>alert(1)</script>'.replace(/^/, 'Renamed '),
    });
    const all = await ctx.db.select({ n: count() }).from(users);
    expect(options).toHaveLength(all[0]?.n ?? 0);
    const texts = options.map((o) => o.text);
    expect(texts).toEqual([...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('has the audit list access rule', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: usersUrl })).statusCode).toBe(401);
    expect((await get(usersUrl, 'bauser')).statusCode).toBe(403);
    expect((await get(usersUrl, 'adminuser')).statusCode).toBe(403);
    expect((await get(usersUrl, 'sysadm')).statusCode).toBe(200);
  });
});
