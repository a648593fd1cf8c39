import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { homerDenialOutcome, registrationMessages as m } from '@homer/contracts/registrations';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { moduleAccess, userFacilities, users } from '../../db/schema/core.ts';
import { pfsRegistrations, pfsUserFacilities, pfsUsers } from '../../db/schema/pfs.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { api, type Caller, createReviewers, insertRegistration } from './test-fixtures.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let reviewers: Awaited<ReturnType<typeof createReviewers>>;
let facA: number;
let facB: number;
let inactive: number;

beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
  reviewers = await createReviewers(ctx, 'rg');
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: 'PFS A', usesPfs: true },
    { name: 'PFS B', usesPfs: true },
    { name: 'Closed', isActive: false },
  ]);
  [facA, facB, inactive] = facilityIds as [number, number, number];
});
afterAll(() => ctx.close());

const requestRow = async (id: number) =>
  (await ctx.db.select().from(pfsRegistrations).where(eq(pfsRegistrations.id, id)))[0];
const userByEmail = async (email: string) =>
  (
    await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];
const accessOf = async (userId: number) =>
  (await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, userId)))
    .map((g) => `${g.module}:${g.role}`)
    .sort();
const facilitiesOf = async (userId: number) =>
  (await ctx.db.select().from(userFacilities).where(eq(userFacilities.userId, userId)))
    .map((f) => f.facilityId)
    .sort();
const outboxTo = (address: string, subject: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.subject, `%${subject}%`)));

const helpDeskManager = [{ module: Module.HelpDesk, role: Role.Manager }];
const approveBody = (id: number, extra: object = {}) => ({
  kind: 'pfs',
  id,
  mode: 'create',
  userName: `new${id}`,
  facilityIds: [facA],
  access: helpDeskManager,
  ...extra,
});

describe('access', () => {
  it('lets user administrators act; others get 403, nobody signed in 401', async () => {
    const id = await insertRegistration(ctx, [facA]);
    const matrix: [string, Caller | undefined, number][] = [
      ['useradmin', reviewers.userAdmin, 200],
      ['sysadmin', reviewers.sysAdmin, 200],
      ['other', reviewers.other, 403],
      ['anonymous', undefined, 401],
    ];
    for (const [who, caller, status] of matrix) {
      for (const [path, query] of [
        ['list', 'page=1&pageSize=25'],
        ['statusCounts', ''],
        ['detail', `kind=pfs&id=${id}`],
        ['history', `kind=pfs&id=${id}`],
        ['facilities', ''],
      ] as const) {
        const res = await call.get(path, query, caller);
        expect([who, path, res.statusCode]).toEqual([who, path, status]);
        if (status === 403) expect(res.json().message).toBe(messages.accessDenied);
      }
      if (status !== 200) {
        for (const path of ['approve', 'deny'] as const) {
          const res = await call.post(path, { ...approveBody(id), reason: 'No.' }, caller);
          expect([who, path, res.statusCode]).toEqual([who, path, status]);
        }
      }
    }
    expect((await requestRow(id))?.status).toBe('Pending');
  });
});

describe('rejected input', () => {
  it('refuses with a message and stores nothing', async () => {
    const id = await insertRegistration(ctx, [facA]);
    const cases: [string, object, number, string][] = [
      ['no access', approveBody(id, { access: [] }), 400, m.accessRequired],
      ['no facility', approveBody(id, { facilityIds: [] }), 400, m.facilitiesRequired],
      ['unknown facility', approveBody(id, { facilityIds: [maxId] }), 400, m.unknownFacility],
      ['inactive facility', approveBody(id, { facilityIds: [inactive] }), 400, m.unknownFacility],
      ['id past int4', approveBody(maxId + 1), 400, fieldMessages.id],
      ['facility past int4', approveBody(id, { facilityIds: [maxId + 1] }), 400, m.unknownFacility],
      ['NUL in user name', approveBody(id, { userName: 'a\u0000b' }), 400, fieldMessages.characters],
      ['bad user name', approveBody(id, { userName: 'a b' }), 400, userAdminMessages.userNameInvalid],
      ['no user name', approveBody(id, { userName: '' }), 400, m.userNameRequired],
      ['unknown kind', approveBody(id, { kind: 'other' }), 400, m.kindInvalid],
      ['wrong kind', approveBody(id, { kind: 'homer' }), 404, m.notFound],
      [
        'above own role',
        approveBody(id, { access: [{ module: Module.BA, role: Role.User }] }),
        403,
        usersMessages.cannotGrant,
      ],
      [
        'link to a stranger',
        approveBody(id, { mode: 'link', linkUserId: reviewers.other.userId }),
        400,
        m.linkNotMatching,
      ],
    ];
    for (const [what, body, status, message] of cases) {
      const res = await call.post('approve', body, reviewers.userAdmin);
      expect([what, res.statusCode, res.json().message]).toEqual([what, status, message]);
    }
    const denials: [string, object, string][] = [
      ['empty reason', { kind: 'pfs', id, reason: '   ' }, m.reasonRequired],
      ['no reason', { kind: 'pfs', id }, m.reasonRequired],
      ['NUL', { kind: 'pfs', id, reason: 'no\u0000' }, fieldMessages.characters],
      ['too long', { kind: 'pfs', id, reason: 'x'.repeat(1001) }, m.reasonMax],
      ['id past int4', { kind: 'pfs', id: maxId + 1, reason: 'No.' }, fieldMessages.id],
    ];
    for (const [what, body, message] of denials) {
      const res = await call.post('deny', body, reviewers.userAdmin);
      expect([what, res.statusCode, res.json().message]).toEqual([what, 400, message]);
    }
    expect((await call.get('detail', `kind=pfs&id=${maxId + 1}`, reviewers.userAdmin)).statusCode).toBe(400);
    expect((await call.get('detail', `kind=pfs&id=${maxId}`, reviewers.userAdmin)).statusCode).toBe(404);
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'Pending', decidedAt: null, userId: null, decisionReason: null });
    expect(await userByEmail(row?.email ?? '')).toBeUndefined();
    expect(await ctx.db.$count(users, eq(users.userName, `new${id}`))).toBe(0);
  });
});

describe('approve', () => {
  it('creates the user with the chosen access and facilities, emails the welcome and the approval', async () => {
    const id = await insertRegistration(ctx, [facA, facB]);
    const before = await call.get('detail', `kind=pfs&id=${id}`, reviewers.userAdmin);
    const detail = before.json().value;
    expect(detail).toMatchObject({ status: 'Pending', account: null, matches: [], decision: null });
    expect(detail.requestedFacilities.map((f: { value: number }) => f.value).sort()).toEqual(
      [facA, facB].sort(),
    );

    const access = [
      { module: Module.HelpDesk, role: Role.Manager },
      { module: Module.Admin, role: Role.User },
    ];
    const res = await call.post(
      'approve',
      approveBody(id, { access, facilityIds: [facB] }),
      reviewers.userAdmin,
    );
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.approvedCreated });
    const row = await requestRow(id);
    const user = await userByEmail(row?.email ?? '');
    expect(user).toMatchObject({ userName: `new${id}`, firstName: 'Pat', passwordHash: null });
    if (!user) throw new Error('no user');
    expect(await accessOf(user.id)).toEqual(['Admin:User', 'HelpDesk:Manager']);
    expect(await facilitiesOf(user.id)).toEqual([facB]);
    expect(row).toMatchObject({
      status: 'Approved',
      userId: user.id,
      decidedByUserId: reviewers.userAdmin.userId,
    });
    expect(row?.decisionNote).toContain(`Created user new${id}`);
    expect(await outboxTo(user.email, 'Welcome')).toHaveLength(1);
    const [approval] = await outboxTo(user.email, 'approved');
    expect(approval?.textBody).toContain('HelpDesk: Manager');
    expect(approval?.textBody).toContain('PFS B');

    const after = (await call.get('detail', `kind=pfs&id=${id}`, reviewers.userAdmin)).json().value;
    expect(after.decision).toMatchObject({ decidedBy: 'Uma Useradmin', reason: null });
    expect(after.account).toMatchObject({ userId: user.id, userName: `new${id}` });

    // A second decision is refused, and changes nothing.
    for (const [path, body] of [
      ['approve', approveBody(id, { userName: `again${id}` })],
      ['deny', { kind: 'pfs', id, reason: 'Too late.' }],
    ] as const) {
      const again = await call.post(path, body, reviewers.sysAdmin);
      expect([path, again.statusCode, again.json().message]).toEqual([path, 409, m.alreadyDecided]);
    }
    expect(await requestRow(id)).toMatchObject({ status: 'Approved', decisionReason: null });
    expect(await ctx.db.$count(users, eq(users.userName, `again${id}`))).toBe(0);

    // The decision is in the audit trail, with who made it.
    const history = (await call.get('history', `kind=pfs&id=${id}`, reviewers.userAdmin)).json();
    expect(
      history.some(
        (h: { field: string; changedTo: string }) => h.field === 'Status' && h.changedTo === 'Approved',
      ),
    ).toBe(true);
    const audited = await ctx.db
      .select()
      .from(globalAudit)
      .where(
        and(
          eq(globalAudit.tableName, 'pfs_registrations'),
          eq(globalAudit.entityId, String(id)),
          eq(globalAudit.field, 'status'),
        ),
      )
      .orderBy(asc(globalAudit.id));
    expect(audited.at(-1)?.changedBy).toBe(reviewers.userAdmin.userId);
  });

  it('links an existing user with the same email, adding access and facilities', async () => {
    const userName = `linked${Date.now()}`;
    const email = `${userName}@test.example`;
    const existing = await createUser(ctx.db, {
      userName,
      access: [{ module: Module.HelpDesk, role: Role.User }],
    });
    const id = await insertRegistration(ctx, [facA], { email: email.toUpperCase() });
    const detail = (await call.get('detail', `kind=pfs&id=${id}`, reviewers.userAdmin)).json().value;
    expect(detail.matches.map((u: { userId: number }) => u.userId)).toEqual([existing]);

    const created = await call.post('approve', approveBody(id), reviewers.userAdmin);
    expect(created.json().message).toBe(usersMessages.emailTaken);

    const res = await call.post(
      'approve',
      approveBody(id, { mode: 'link', linkUserId: existing, facilityIds: [facA, facB] }),
      reviewers.userAdmin,
    );
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.approved });
    expect(await accessOf(existing)).toEqual(['HelpDesk:Manager']);
    expect(await facilitiesOf(existing)).toEqual([facA, facB].sort());
    expect(await requestRow(id)).toMatchObject({ status: 'Approved', userId: existing });
    expect(await outboxTo(email, 'approved')).toHaveLength(1);
  });

  it('refuses to link an account that holds access above the reviewer’s, changing nothing', async () => {
    const userName = `above${Date.now()}`;
    const email = `${userName}@test.example`;
    const existing = await createUser(ctx.db, {
      userName,
      access: [{ module: Module.BA, role: Role.SystemAdmin }],
    });
    const id = await insertRegistration(ctx, [facA], { email });
    const res = await call.post(
      'approve',
      approveBody(id, { mode: 'link', linkUserId: existing }),
      reviewers.userAdmin,
    );
    expect([res.statusCode, res.json().message]).toEqual([403, userAdminMessages.outranked]);
    expect(await accessOf(existing)).toEqual(['BA:SystemAdmin']);
    expect(await facilitiesOf(existing)).toEqual([]);
    expect((await requestRow(id))?.status).toBe('Pending');
    expect(await outboxTo(email, 'approved')).toHaveLength(0);
  });

  it('does not let a reviewer link their own account', async () => {
    const [me] = await ctx.db.select().from(users).where(eq(users.id, reviewers.userAdmin.userId));
    const id = await insertRegistration(ctx, [facA], { email: me?.email ?? '' });
    const res = await call.post(
      'approve',
      approveBody(id, { mode: 'link', linkUserId: reviewers.userAdmin.userId }),
      reviewers.userAdmin,
    );
    expect([res.statusCode, res.json().message]).toEqual([403, usersMessages.ownAccess]);
    expect((await requestRow(id))?.status).toBe('Pending');
  });
});

describe('deny', () => {
  it('records the reason and emails it', async () => {
    const id = await insertRegistration(ctx, [facA]);
    const res = await call.post(
      'deny',
      { kind: 'pfs', id, reason: '  Not a pharmacy employee.  ' },
      reviewers.userAdmin,
    );
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.denied });
    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'Denied', decisionReason: 'Not a pharmacy employee.', userId: null });
    const [mail] = await outboxTo(row?.email ?? '', 'denied');
    expect(mail?.textBody).toContain('Not a pharmacy employee.');
    const detail = (await call.get('detail', `kind=pfs&id=${id}`, reviewers.userAdmin)).json().value;
    expect(detail.decision).toMatchObject({ reason: 'Not a pharmacy employee.', decidedBy: 'Uma Useradmin' });
  });
});

describe('account requests (homer kind)', () => {
  async function registerFromPfs(userName: string) {
    const [person] = await ctx.db
      .insert(pfsUsers)
      .values({
        firstName: 'Jo',
        lastName: 'Linked',
        userName,
        email: `${userName}@clinic.example.com`,
        phoneNumber: '850-555-0100',
      })
      .returning();
    if (!person) throw new Error('no PFS user');
    await ctx.db.insert(pfsUserFacilities).values({ pfsUserId: person.id, facilityId: facA });
    const res = await submitPublicForm(ctx.app, '/api/PublicHomerRegister/RegisterHomerUser', {
      guid: person.guid,
    });
    const userId = res.json().value as number;
    const [request] = await ctx.db
      .select()
      .from(pfsRegistrations)
      .where(and(eq(pfsRegistrations.kind, 'homer'), eq(pfsRegistrations.userId, userId)));
    if (!request) throw new Error('no account request');
    return { userId, id: request.id, email: person.email };
  }

  it('queues the account made from a PFS link; approving adds the chosen access and facilities', async () => {
    const { userId, id, email } = await registerFromPfs(`hr${Date.now()}`);
    const list = await call.get('list', 'page=1&pageSize=25&kind=homer&status=Pending', reviewers.userAdmin);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const detail = (await call.get('detail', `kind=homer&id=${id}`, reviewers.userAdmin)).json().value;
    expect(detail.account).toMatchObject({ userId, access: [{ module: 'HelpDesk', role: 'User' }] });
    expect(detail.requestedFacilities.map((f: { value: number }) => f.value)).toEqual([facA]);

    const res = await call.post(
      'approve',
      {
        kind: 'homer',
        id,
        facilityIds: [facA, facB],
        access: [...helpDeskManager, { module: 'Admin', role: 'User' }],
      },
      reviewers.userAdmin,
    );
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.approved });
    expect(await accessOf(userId)).toEqual(['Admin:User', 'HelpDesk:Manager']);
    expect(await facilitiesOf(userId)).toEqual([facA, facB].sort());
    expect(await outboxTo(email, 'approved')).toHaveLength(1);
  });

  it('denying records what the account keeps and emails it', async () => {
    const { userId, id, email } = await registerFromPfs(`hd${Date.now()}`);
    const res = await call.post('deny', { kind: 'homer', id, reason: 'Wrong facility.' }, reviewers.sysAdmin);
    expect(res.json().isSuccessful).toBe(true);
    expect(await requestRow(id)).toMatchObject({ status: 'Denied', decisionNote: homerDenialOutcome });
    expect(await accessOf(userId)).toEqual(['HelpDesk:User']);
    const [mail] = await outboxTo(email, 'denied');
    expect(mail?.textBody).toContain(homerDenialOutcome);
  });
});

describe('queue', () => {
  it('filters by kind, status and name or email, newest first', async () => {
    const stamp = Date.now();
    const older = await insertRegistration(ctx, [facA], {
      firstName: 'Queue',
      lastName: `Older${stamp}`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertRegistration(ctx, [facA, facB], {
      firstName: 'Queue',
      lastName: `Newer${stamp}`,
    });
    const denied = await insertRegistration(ctx, [], {
      firstName: 'Queue',
      lastName: `Denied${stamp}`,
      status: 'Denied',
    });
    const page = (q: string) =>
      call.get('list', `page=1&pageSize=25&search=${stamp}${q}`, reviewers.userAdmin).then((r) => r.json());
    expect((await page('&status=Pending')).data.map((r: { id: number }) => r.id)).toEqual([newer, older]);
    const all = await page('');
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([denied, newer, older]);
    expect(all.data[1]).toMatchObject({ kind: 'pfs', facilities: 'PFS A, PFS B', status: 'Pending' });
    expect((await page('&kind=homer')).data).toEqual([]);
    expect((await page('&sortOrder=asc&status=Pending')).data.map((r: { id: number }) => r.id)).toEqual([
      older,
      newer,
    ]);
    const bad = await call.get('list', 'page=1&pageSize=25&status=Open', reviewers.userAdmin);
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.statusInvalid]);
  });

  it('counts each status under the kind and search, as the list finds them', async () => {
    const stamp = `c${Date.now()}`;
    for (const status of ['Pending', 'Pending', 'Approved', 'Denied', 'Denied', 'Denied'] as const)
      await insertRegistration(ctx, [facA], { firstName: 'Count', lastName: stamp, status });
    const counts = async (q: string) => {
      const res = await call.get('statusCounts', q, reviewers.userAdmin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await counts(`search=${stamp}`)).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'Approved', count: 1 },
      { status: 'Denied', count: 3 },
    ]);
    expect((await counts(`search=${stamp}&kind=homer`)).map((c: { count: number }) => c.count)).toEqual([
      0, 0, 0,
    ]);
    const listed = await call.get(
      'list',
      `page=1&pageSize=25&search=${stamp}&status=Denied`,
      reviewers.userAdmin,
    );
    expect(listed.json().totalRecords).toBe(3);
    const bad = await call.get('statusCounts', 'kind=other', reviewers.userAdmin);
    expect([bad.statusCode, bad.json().message]).toEqual([400, m.kindInvalid]);
  });
});
