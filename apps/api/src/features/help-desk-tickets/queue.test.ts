import { pageCursorMessages } from '@homer/contracts/envelope';
import { ticketMessages } from '@homer/contracts/help-desk-tickets';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoText } from '../../db/iso-text.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Caller, type Cast, createCast, insertTicket } from '../../test/ticket-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;
let facilityId: number;
const ids = {
  mineOpen: 0,
  mineResolved: 0,
  othersPending: 0,
  unassignedNew: 0,
  unassignedClosed: 0,
  draft: 0,
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'qu');
  call = api(ctx);
  [facilityId] = (await insertFacilities(ctx.db, [{ name: 'Bay Clinic' }])).facilityIds as [number];
  ids.mineOpen = await insertTicket(ctx, {
    assigneeUserId: cast.agent.userId,
    status: 'Open',
    priorityId: 1,
    createdAt: daysAgo(1),
    fullName: 'Olive Oyl',
    email: 'olive@sea.example.com',
  });
  ids.mineResolved = await insertTicket(ctx, {
    assigneeUserId: cast.agent.userId,
    status: 'Resolved',
    createdAt: daysAgo(2),
  });
  ids.othersPending = await insertTicket(ctx, {
    assigneeUserId: cast.admin.userId,
    status: 'Pending',
    createdAt: daysAgo(3),
  });
  ids.unassignedNew = await insertTicket(ctx, {
    createdAt: daysAgo(10),
    categoryId: 5,
    priorityId: 3,
    facilityId,
    facilityName: 'Bay Clinic',
    fullName: 'Bruno Mars',
  });
  ids.unassignedClosed = await insertTicket(ctx, {
    status: 'Closed',
    closedAt: daysAgo(20),
    createdAt: daysAgo(40),
  });
  ids.draft = await insertTicket(ctx, { status: 'Draft', createdByUserId: cast.requester.userId });
  for (let i = 0; i < 12; i++) await insertTicket(ctx, { createdAt: daysAgo(100 + i), subject: `Old ${i}` });
});
afterAll(() => ctx.close());

const list = async (query: string, caller: Caller = cast.agent) => {
  const res = await call.get('list', query.includes('pageSize=') ? query : `pageSize=10&${query}`, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: number }[];
    totalRecords: number;
    nextCursor?: string;
    prevCursor?: string;
  };
};
const idsOf = (page: { data: { id: number }[] }) => page.data.map((r) => r.id);

describe('ticket queue', () => {
  it('mine: assigned to me and not Resolved/Closed; unassigned: working tickets without assignee', async () => {
    expect(idsOf(await list('view=mine'))).toEqual([ids.mineOpen]);
    const unassigned = idsOf(await list('view=unassigned'));
    expect(unassigned).toContain(ids.unassignedNew);
    expect(unassigned).not.toContain(ids.unassignedClosed);
    expect(unassigned).not.toContain(ids.draft);
    expect(unassigned).not.toContain(ids.othersPending);
  });

  it('all is for Support Admins (403 for agents) and never lists drafts', async () => {
    const denied = await call.get('list', 'pageSize=10&view=all', cast.agent);
    expect([denied.statusCode, denied.json().message]).toEqual([403, ticketMessages.allViewAdminOnly]);
    const all = await list('view=all&pageSize=50', cast.admin);
    expect(all.totalRecords).toBe(17);
    expect(idsOf(all)).not.toContain(ids.draft);
    const excel = await call.get('listExcel', 'view=all', cast.agent);
    expect(excel.statusCode).toBe(403);
  });

  it('rows carry names, SLA due times and overdue flags', async () => {
    const [row] = (await list('view=mine')).data as unknown as Record<string, unknown>[];
    expect(row).toMatchObject({
      id: ids.mineOpen,
      requesterName: 'Olive Oyl',
      requesterEmail: 'olive@sea.example.com',
      priorityName: 'High',
      status: 'Open',
      assigneeName: 'Alice Agent',
      firstRespondedAt: null,
    });
    // High: 4 and 24 business hours from a day ago; whether they have run out depends on today's weekday, so the
    // calendar rule itself (proven in ticket-sla.test.ts) says what the row must carry.
    const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
      select ${isoText(sql`business_add_hours(${row?.createdAt}::timestamptz, 4)`)} as "firstResponseDueAt",
        business_add_hours(${row?.createdAt}::timestamptz, 4) < now() as "firstResponseOverdue",
        business_add_hours(${row?.createdAt}::timestamptz, 24) < now() as "resolutionOverdue"`);
    expect(row).toMatchObject(rows[0] as Record<string, unknown>);
  });

  it('filters by status, priority, category, facility, requester and age', async () => {
    const admin = (q: string) => list(`view=all&pageSize=50&${q}`, cast.admin).then(idsOf);
    expect(await admin('status=Pending')).toEqual([ids.othersPending]);
    expect(await admin('priorityId=3')).toEqual([ids.unassignedNew]);
    expect(await admin('categoryId=5')).toEqual([ids.unassignedNew]);
    expect(await admin(`facilityId=${facilityId}`)).toEqual([ids.unassignedNew]);
    expect(await admin('search=BRUNO')).toEqual([ids.unassignedNew]);
    expect(await admin('search=sea.example')).toEqual([ids.mineOpen]);
    expect(await admin('search=%25')).toEqual([]);
    expect(await admin('withinDays=2')).toEqual([ids.mineOpen]);
    expect((await admin('olderThanDays=50')).length).toBe(12);
    expect(await admin('olderThanDays=5&withinDays=30')).toEqual([ids.unassignedNew]);
    for (const [query, message] of [
      ['status=Draft', ticketMessages.statusInvalid],
      ['view=everything', ticketMessages.viewInvalid],
      ['withinDays=0', ticketMessages.ageInvalid],
      ['olderThanDays=99999', ticketMessages.ageInvalid],
      ['priorityId=2147483648', 'Must be a whole number from 0 to 2147483647.'],
      ['pageSize=7', 'Page size must be one of 10, 25, 50, 100, 200.'],
    ] as const) {
      const res = await call.get(
        'list',
        `view=all&${query.startsWith('pageSize') ? query : `pageSize=10&${query}`}`,
        cast.admin,
      );
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
  });

  it('pages by keyset both ways in every sort, and refuses a cursor of another filter', async () => {
    for (const sortField of ['work', 'createdAt', 'updatedAt', 'priority', 'status']) {
      const everything = idsOf(await list(`view=all&pageSize=50&sortField=${sortField}`, cast.admin));
      expect(everything).toHaveLength(17);
      const first = await list(`view=all&sortField=${sortField}`, cast.admin);
      expect(first.prevCursor).toBeUndefined();
      const second = await list(
        `view=all&sortField=${sortField}&page=2&after=${first.nextCursor}`,
        cast.admin,
      );
      expect([...idsOf(first), ...idsOf(second)]).toEqual(everything);
      expect(second.nextCursor).toBeUndefined();
      const back = await list(`view=all&sortField=${sortField}&before=${second.prevCursor}`, cast.admin);
      expect(idsOf(back)).toEqual(idsOf(first));
    }
    const first = await list('view=all', cast.admin);
    const other = await call.get(
      'list',
      `pageSize=10&view=all&status=New&after=${first.nextCursor}`,
      cast.admin,
    );
    expect([other.statusCode, other.json().message]).toEqual([400, pageCursorMessages.otherQuery]);
    const oldest = idsOf(await list('view=all&pageSize=50&sortField=createdAt&sortOrder=asc', cast.admin));
    expect(oldest.at(-1)).toBe(ids.mineOpen);
  });

  it('the work sort lists tickets being worked before resolved and closed ones, each newest first', async () => {
    const all = idsOf(await list('view=all&pageSize=50&sortField=work', cast.admin));
    expect(all.slice(0, 3)).toEqual([ids.mineOpen, ids.othersPending, ids.unassignedNew]);
    expect(all.slice(-2)).toEqual([ids.mineResolved, ids.unassignedClosed]);
  });

  it('counts each view under the other filters; All only for a Support Admin', async () => {
    const counts = async (query: string, caller: Caller) => {
      const res = await call.get('viewCounts', query, caller);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await counts('', cast.agent)).toEqual({ mine: 1, unassigned: 13, all: null });
    expect(await counts('', cast.admin)).toEqual({ mine: 1, unassigned: 13, all: 17 });
    expect(await counts('priorityId=3', cast.admin)).toEqual({ mine: 0, unassigned: 1, all: 1 });
    expect(await counts('search=olive', cast.agent)).toEqual({ mine: 1, unassigned: 0, all: null });
    // The counts are those of the lists.
    for (const view of ['mine', 'unassigned', 'all'] as const) {
      const page = await list(`view=${view}&pageSize=50`, cast.admin);
      expect([view, page.totalRecords]).toEqual([view, (await counts('', cast.admin))[view]]);
    }
  });

  it('view counts: agents only (403 otherwise, 401 signed out), bad filters refused with their message', async () => {
    const requester = await call.get('viewCounts', '', cast.requester);
    expect(requester.statusCode).toBe(403);
    expect((await call.get('viewCounts', '')).statusCode).toBe(401);
    for (const [query, message] of [
      ['status=Draft', ticketMessages.statusInvalid],
      ['withinDays=0', ticketMessages.ageInvalid],
    ] as const) {
      const res = await call.get('viewCounts', query, cast.agent);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
  });

  it('exports the same filters as a download link', async () => {
    const res = await call.get('listExcel', 'view=mine&priorityId=1', cast.agent);
    expect(res.statusCode).toBe(200);
    const link: string = res.json().value;
    expect(link).toMatch(/^\/api\/Export\/Download\?token=/);
    const file = await ctx.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('options and assignees for agents', async () => {
    const options = await call.get('options', '', cast.agent);
    expect(options.statusCode).toBe(200);
    expect(options.json().categories.map((c: { text: string }) => c.text)).toContain('CI Repack Complaint');
    expect(options.json().priorities[0]).toMatchObject({
      text: 'High',
      firstResponseHours: 4,
      resolutionHours: 24,
    });
    expect(options.json().facilities).toEqual([{ value: facilityId, text: 'Bay Clinic' }]);
    expect(options.json().isSupportAdmin).toBe(false);
    const assignees = await call.get('assignees', '', cast.agent);
    const names = assignees.json().map((a: { text: string }) => a.text);
    expect(names).toEqual(expect.arrayContaining(['Alice Agent', 'Sam Admin', 'Uma Useradmin']));
    expect(names).not.toContain('Rita Requester');
  });
});
