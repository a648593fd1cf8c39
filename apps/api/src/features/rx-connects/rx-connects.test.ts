import { Module, Role } from '@homer/contracts/access';
import { maxId } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import {
  rxConnectsAdminMessages as m,
  type RxConnectsSiteKind,
  rxConnectsAdminPaths,
  rxConnectsSitePaths,
} from '@homer/contracts/rx-connects-admin';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import {
  rxConnectsDenialReasons,
  rxConnectsDonors,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';
import { donorValues, repositoryValues } from './site-values.ts';

type Caller = { userId: number; token: string };
let ctx: TestContext;
let reader: Caller;
let admin: Caller;
let systemAdmin: Caller;
let other: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  [reader, admin, systemAdmin, other] = await Promise.all([
    createSignedInUser(ctx, {
      userName: 'rxreader',
      access: [{ module: Module.RxConnects, role: Role.User }],
    }),
    createSignedInUser(ctx, {
      userName: 'rxboss',
      firstName: 'Rex',
      lastName: 'Boss',
      access: [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }],
    }),
    createSignedInUser(ctx, {
      userName: 'rxsys',
      access: [{ module: Module.RxConnects, role: Role.SystemAdmin }],
    }),
    createSignedInUser(ctx, { userName: 'rxother', access: [{ module: Module.CI, role: Role.User }] }),
  ]);
});
afterAll(() => ctx.close());

const get = (path: string, query: string, caller?: Caller) =>
  ctx.app.inject({ method: 'GET', url: `/${path}?${query}`, headers: caller ? bearer(caller.token) : {} });
const post = (path: string, payload: unknown, caller?: Caller) =>
  ctx.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: payload as object,
    headers: caller ? bearer(caller.token) : {},
  });

let serial = 0;
const unique = () => `${Date.now().toString(36)}${serial++}`;

async function insertSite(kind: RxConnectsSiteKind, email = `site${unique()}@apply.example`) {
  return withTx(ctx.db, systemActor, async (tx) => {
    if (kind === 'donor') {
      const [row] = await tx
        .insert(rxConnectsDonors)
        .values(donorValues({ emailAddress: email, contactName: 'Dana Q Donor', name: `Donor ${unique()}` }))
        .returning({ id: rxConnectsDonors.id });
      return row?.id ?? 0;
    }
    const [row] = await tx
      .insert(rxConnectsRepositories)
      .values(repositoryValues({ emailAddress: email, name: `Repository ${unique()}` }))
      .returning({ id: rxConnectsRepositories.id });
    return row?.id ?? 0;
  });
}

async function statusOf(kind: RxConnectsSiteKind, id: number) {
  const t = kind === 'donor' ? rxConnectsDonors : rxConnectsRepositories;
  const [row] = await ctx.db
    .select({
      statusId: t.statusId,
      deniedReasonId: t.deniedReasonId,
      note: t.decisionNote,
      by: t.decidedByUserId,
    })
    .from(t)
    .where(eq(t.id, id));
  return row;
}

const outboxTo = (address: string, subject: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.subject, `%${subject}%`)));

async function activeReasonId(): Promise<number> {
  const [row] = await ctx.db
    .select({ id: rxConnectsDenialReasons.id })
    .from(rxConnectsDenialReasons)
    .where(eq(rxConnectsDenialReasons.isActive, true))
    .limit(1);
  if (!row) throw new Error('no seeded denial reason');
  return row.id;
}

describe('access', () => {
  it('Rx Connects users read, Rx Connects administrators act, others 403, nobody 401', async () => {
    const id = await insertSite('donor');
    const p = rxConnectsSitePaths('donor');
    const reads: [string, string][] = [
      [p.list, 'page=1&pageSize=10'],
      [p.statusCounts, ''],
      [p.detail, `id=${id}`],
      [p.history, `id=${id}`],
      [rxConnectsAdminPaths.dashboard, ''],
      [rxConnectsAdminPaths.denialReasons, ''],
    ];
    for (const [path, query] of reads) {
      for (const [who, caller, status] of [
        ['reader', reader, 200],
        ['admin', admin, 200],
        ['other', other, 403],
        ['anonymous', undefined, 401],
      ] as const) {
        const res = await get(path, query, caller);
        expect([path, who, res.statusCode]).toEqual([path, who, status]);
      }
    }
    const acts: [string, unknown][] = [
      [p.approve, { id }],
      [p.deny, { id, deniedReasonId: await activeReasonId() }],
      [p.withdraw, { id, note: 'Leaving' }],
      [rxConnectsAdminPaths.saveDenialReason, { id: 0, name: `Reason ${unique()}`, isActive: true }],
      [rxConnectsAdminPaths.deleteDenialReason, { id: 1 }],
    ];
    for (const [path, body] of acts) {
      for (const [who, caller, status] of [
        ['reader', reader, 403],
        ['other', other, 403],
        ['anonymous', undefined, 401],
      ] as const) {
        const res = await post(path, body, caller);
        expect([path, who, res.statusCode]).toEqual([path, who, status]);
        if (status === 403) expect(res.json().message).toBe(messages.accessDenied);
      }
    }
    expect((await statusOf('donor', id))?.statusId).toBe(RxConnectsStatus.Pending);
    // A reader sees no actions; an administrator those of the status.
    expect((await get(p.detail, `id=${id}`, reader)).json().value.decisions).toEqual([]);
    expect((await get(p.detail, `id=${id}`, admin)).json().value.decisions).toEqual(['approve', 'deny']);
  });
});

describe('lists and detail', () => {
  it('filters by status (Pending by default) and finds a name, email or county', async () => {
    const email = `needle${unique()}@search.example`;
    const id = await insertSite('repository', email);
    const p = rxConnectsSitePaths('repository');
    const pending = (await get(p.list, `page=1&pageSize=200&search=${email}`, reader)).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(pending.data[0]).toMatchObject({
      statusName: 'Pending',
      countyName: 'Leon',
      contactName: 'Ray Repository',
    });
    const approved = (await get(p.list, `page=1&pageSize=10&statusId=2&search=${email}`, reader)).json();
    expect(approved.data).toEqual([]);
    const byCounty = (await get(p.list, 'page=1&pageSize=200&statusId=0&search=leon', reader)).json();
    expect(byCounty.data.some((r: { id: number }) => r.id === id)).toBe(true);
    const byName = (await get(p.list, 'page=1&pageSize=10&sortField=name&sortOrder=asc', reader)).json();
    const names = byName.data.map((r: { name: string }) => r.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })).slice(0, names.length),
    );
    const bad = await get(p.list, 'page=1&pageSize=10&statusId=9', reader);
    expect(bad.statusCode).toBe(400);
  });

  it('shows the whole application, and 404/400 for ids that name nothing', async () => {
    const id = await insertSite('repository');
    const p = rxConnectsSitePaths('repository');
    const value = (await get(p.detail, `id=${id}`, reader)).json().value;
    expect(value.fields.map((f: { label: string }) => f.label)).toContain('License Number');
    expect(value).toMatchObject({ countyName: 'Leon', isAttested: true, signature: 'Ray Repository' });
    expect((await get(p.detail, `id=${maxId}`, reader)).statusCode).toBe(404);
    expect((await get(p.detail, `id=${maxId + 1}`, reader)).statusCode).toBe(400);
    expect((await get(p.history, `id=${id}`, reader)).json().length).toBeGreaterThan(0);
  });

  it('counts each status under the list search, as the list finds them; refuses a bad search', async () => {
    const token = `cnt${unique()}`;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await insertSite('donor', `${token}${i}@count.example`));
    await ctx.db
      .update(rxConnectsDonors)
      .set({ statusId: RxConnectsStatus.Denied })
      .where(eq(rxConnectsDonors.id, ids[0] ?? 0));
    const p = rxConnectsSitePaths('donor');
    const res = await get(p.statusCounts, `search=${token}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((s: { statusName: string; count: number }) => [s.statusName, s.count])).toEqual([
      ['Pending', 2],
      ['Approved', 0],
      ['Denied', 1],
      ['Inactive', 0],
    ]);
    const denied = (await get(p.list, `page=1&pageSize=10&statusId=3&search=${token}`, reader)).json();
    expect(denied.totalRecords).toBe(1);
    const bad = await get(p.statusCounts, `search=${'x'.repeat(201)}`, reader);
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Search cannot be longer than 200 characters.',
    ]);
  });

  it('counts by status on the dashboard', async () => {
    await insertSite('donor');
    const value = (await get(rxConnectsAdminPaths.dashboard, '', reader)).json().value;
    expect(value.donors.map((s: { statusName: string }) => s.statusName)).toEqual([
      'Pending',
      'Approved',
      'Denied',
      'Inactive',
    ]);
    expect(value.donors[0].count).toBeGreaterThan(0);
    expect(value.newestPending.length).toBeGreaterThan(0);
  });
});

describe('approve', () => {
  it('creates the contact an account with RxConnects User access, a role and the emails, in one go', async () => {
    const email = `new${unique()}@donor.example`;
    const id = await insertSite('donor', email);
    const res = await post(rxConnectsSitePaths('donor').approve, { id }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(m.approved);
    expect((await statusOf('donor', id))?.statusId).toBe(RxConnectsStatus.Approved);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Dana Q', lastName: 'Donor' });
    const access = await ctx.db
      .select()
      .from(moduleAccess)
      .where(eq(moduleAccess.userId, user?.id ?? 0));
    expect(access.map((a) => [a.module, a.role])).toEqual([[Module.RxConnects, Role.User]]);
    const roles = await ctx.db.select().from(rxConnectsUserRoles).where(eq(rxConnectsUserRoles.donorId, id));
    expect(roles.map((r) => [r.userId, r.role])).toEqual([[user?.id, 'Contact']]);
    expect(await outboxTo(email, 'is approved')).toHaveLength(1);
    const [welcome] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(welcome).toBeDefined();
    expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length).toBe(2);

    // Deciding again no longer applies.
    const again = await post(rxConnectsSitePaths('donor').approve, { id }, admin);
    expect([again.statusCode, again.json().message]).toEqual([400, m.notPending]);
    const deny = await post(
      rxConnectsSitePaths('donor').deny,
      { id, deniedReasonId: await activeReasonId() },
      admin,
    );
    expect([deny.statusCode, deny.json().message]).toEqual([400, m.notPending]);
  });

  it('links an existing account with that email (case aside) as pharmacist in charge, raised to Pharmacist', async () => {
    const existing = await createSignedInUser(ctx, {
      userName: `exist${unique()}`,
      access: [{ module: Module.RxConnects, role: Role.User }],
    });
    const [row] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, existing.userId));
    const id = await insertSite('repository', (row?.email ?? '').toUpperCase());
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await post(rxConnectsSitePaths('repository').approve, { id }, systemAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
    const roles = await ctx.db
      .select()
      .from(rxConnectsUserRoles)
      .where(eq(rxConnectsUserRoles.repositoryId, id));
    expect(roles.map((r) => [r.userId, r.role])).toEqual([[existing.userId, 'Pharmacist in charge']]);
    // The pharmacist in charge reviews the repository's patient applications (decision 112).
    const access = await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, existing.userId));
    expect(access.filter((a) => a.module === Module.RxConnects).map((a) => a.role)).toEqual([
      Role.Pharmacist,
    ]);
  });
});

describe('deny', () => {
  it('refuses a missing, unknown or inactive reason, ids past int4 and NUL, storing nothing', async () => {
    const id = await insertSite('repository');
    const deny = rxConnectsSitePaths('repository').deny;
    const [inactive] = await ctx.db
      .insert(rxConnectsDenialReasons)
      .values({ name: `Old reason ${unique()}`, isActive: false })
      .returning({ id: rxConnectsDenialReasons.id });
    const cases: [unknown, string][] = [
      [{ id }, m.reasonRequired],
      [{ id, deniedReasonId: 0 }, m.reasonRequired],
      [{ id, deniedReasonId: maxId }, m.reasonRequired],
      [{ id, deniedReasonId: maxId + 1 }, m.reasonRequired],
      [{ id, deniedReasonId: inactive?.id }, m.reasonInactive],
      [{ id: maxId + 1, deniedReasonId: await activeReasonId() }, m.notFound],
      [
        { id, deniedReasonId: await activeReasonId(), note: 'bad\u0000note' },
        'Contains characters that are not allowed.',
      ],
      [
        { id, deniedReasonId: await activeReasonId(), note: 'x'.repeat(501) },
        'Note cannot be longer than 500 characters.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(deny, body, admin);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await statusOf('repository', id)).toMatchObject({
      statusId: RxConnectsStatus.Pending,
      deniedReasonId: null,
    });
  });

  it('denies with the reason and emails it', async () => {
    const email = `deny${unique()}@repo.example`;
    const id = await insertSite('repository', email);
    const reasonId = await activeReasonId();
    const res = await post(
      rxConnectsSitePaths('repository').deny,
      { id, deniedReasonId: reasonId, note: 'Send a copy of your licence.' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf('repository', id)).toMatchObject({
      statusId: RxConnectsStatus.Denied,
      deniedReasonId: reasonId,
      note: 'Send a copy of your licence.',
      by: admin.userId,
    });
    const [reason] = await ctx.db
      .select({ name: rxConnectsDenialReasons.name })
      .from(rxConnectsDenialReasons)
      .where(eq(rxConnectsDenialReasons.id, reasonId));
    const [mail] = await outboxTo(email, 'application');
    expect(mail?.textBody).toContain(`Reason: ${reason?.name}`);
    expect(mail?.textBody).toContain('Send a copy of your licence.');
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('withdraw', () => {
  it('needs a note, only applies to an approved site, and emails the contact', async () => {
    const email = `leave${unique()}@donor.example`;
    const id = await insertSite('donor', email);
    const p = rxConnectsSitePaths('donor');
    const early = await post(p.withdraw, { id, note: 'Closing' }, admin);
    expect([early.statusCode, early.json().message]).toEqual([400, m.notApproved]);
    expect((await post(p.approve, { id }, admin)).statusCode).toBe(200);
    const empty = await post(p.withdraw, { id, note: '  ' }, admin);
    expect([empty.statusCode, empty.json().message]).toEqual([400, m.noteRequired]);
    expect((await statusOf('donor', id))?.statusId).toBe(RxConnectsStatus.Approved);
    const res = await post(p.withdraw, { id, note: 'The pharmacy closed.' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf('donor', id)).toMatchObject({
      statusId: RxConnectsStatus.Inactive,
      note: 'The pharmacy closed.',
    });
    const [mail] = await outboxTo(email, 'has left');
    expect(mail?.textBody).toContain('The pharmacy closed.');
  });
});

describe('denial reasons', () => {
  it('adds, renames and deactivates; refuses duplicates, NUL, long names; a reason in use cannot be deleted', async () => {
    const { saveDenialReason: save, deleteDenialReason: remove, denialReasons: list } = rxConnectsAdminPaths;
    const name = `Reason ${unique()}`;
    const added = await post(save, { id: 0, name, isActive: true }, admin);
    expect(added.statusCode, added.body).toBe(200);
    const reasonId = added.json().value as number;
    const dup = await post(save, { id: 0, name: name.toUpperCase(), isActive: true }, admin);
    expect([dup.statusCode, dup.json().message]).toEqual([400, m.reasonNameTaken]);
    for (const [body, message] of [
      [{ id: 0, name: 'a\u0000b', isActive: true }, 'Contains characters that are not allowed.'],
      [{ id: 0, name: 'x'.repeat(101), isActive: true }, 'Reason cannot be longer than 100 characters.'],
      [{ id: 0, name: ' ', isActive: true }, 'Reason is required.'],
      [{ id: maxId + 1, name: 'Fine', isActive: true }, m.reasonNotFound],
    ] as const) {
      const res = await post(save, body, admin);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const missing = await post(save, { id: maxId, name: `Gone ${unique()}`, isActive: true }, admin);
    expect(missing.statusCode).toBe(404);
    const renamed = await post(save, { id: reasonId, name: `${name} renamed`, isActive: true }, admin);
    expect(renamed.statusCode).toBe(200);

    const siteId = await insertSite('donor');
    expect(
      (await post(rxConnectsSitePaths('donor').deny, { id: siteId, deniedReasonId: reasonId }, admin))
        .statusCode,
    ).toBe(200);
    const inUse = await post(remove, { id: reasonId }, admin);
    expect([inUse.statusCode, inUse.json().message]).toEqual([400, m.reasonInUse]);
    expect(
      (await post(save, { id: reasonId, name: `${name} renamed`, isActive: false }, admin)).statusCode,
    ).toBe(200);
    const rows = (await get(list, '', reader)).json().value;
    expect(rows.find((r: { id: number }) => r.id === reasonId)).toMatchObject({
      isActive: false,
      usedCount: 1,
    });

    const spare = (await post(save, { id: 0, name: `Spare ${unique()}`, isActive: true }, admin)).json()
      .value;
    expect((await post(remove, { id: spare }, admin)).statusCode).toBe(200);
    expect(
      await ctx.db.select().from(rxConnectsDenialReasons).where(eq(rxConnectsDenialReasons.id, spare)),
    ).toEqual([]);
  });
});
