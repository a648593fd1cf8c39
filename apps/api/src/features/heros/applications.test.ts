import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { HerosStatus, herosMessagesBackOffice as m } from '@homer/contracts/heros';
import { messages } from '@homer/contracts/messages';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { herosApplications } from '../../db/schema/heros.ts';
import { herosAgencyContacts } from '../../db/schema/program-links.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Cast, createCast, insertAgency, insertApplication, insertRound } from './test-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;
let round: { roundId: number; optionIds: number[] };

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'ha');
  call = api(ctx);
  round = await insertRound(ctx, { open: true });
});
afterAll(() => ctx.close());

const submitted = async (input: { primaryEmail?: string; name?: string } = {}) => {
  const agencyId = await insertAgency(ctx, input);
  const id = await insertApplication(ctx, { roundId: round.roundId, agencyId, optionIds: round.optionIds });
  return { id, agencyId };
};
const stored = async (id: number) => {
  const [row] = await ctx.db.select().from(herosApplications).where(eq(herosApplications.id, id));
  if (!row) throw new Error('application gone');
  return row;
};
const outboxTo = (address: string, subject: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(like(emailOutbox.toAddress, `%${address}%`), like(emailOutbox.subject, `%${subject}%`)));
const outboxCount = async () =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from email_outbox`)).rows[0]?.n;

describe('HEROS application access', () => {
  it('lets HEROS users read, HEROS managers decide, and refuses everyone else', async () => {
    const { id } = await submitted();
    for (const [caller, status] of [
      [cast.reader, 200],
      [cast.manager, 200],
      [cast.other, 403],
      [undefined, 401],
    ] as const) {
      for (const [path, query] of [
        ['applicationList', 'pageSize=10'],
        ['application', `id=${id}`],
        ['applicationHistory', `id=${id}`],
        ['applicationOptions', ''],
        ['agencyChoices', 'search=Test'],
      ] as const) {
        const res = await call.get(path, query, caller);
        expect([path, res.statusCode]).toEqual([path, status]);
      }
    }
    const asReader = (await call.get('application', `id=${id}`, cast.reader)).json().value;
    expect(asReader.canDecide).toBe(false);
    expect((await call.get('applicationOptions', '', cast.reader)).json().canDecide).toBe(false);
    const asManager = (await call.get('application', `id=${id}`, cast.manager)).json().value;
    expect(asManager.canDecide).toBe(true);

    for (const [path, body] of [
      ['approve', { applicationId: id }],
      ['deny', { applicationId: id, reason: 'No.' }],
      ['requestChanges', { applicationId: id, message: 'Fix it.' }],
    ] as const) {
      for (const [caller, status] of [
        [cast.reader, 403],
        [cast.other, 403],
        [undefined, 401],
      ] as const) {
        const res = await call.post(path, body, caller);
        expect([path, res.statusCode]).toEqual([path, status]);
        if (status === 403) expect(res.json().message).toBe(messages.accessDenied);
      }
    }
    expect((await stored(id)).applicationStatus).toBe(HerosStatus.Submitted);
  });

  it('answers 404 for an application that does not exist and 400 for ids past int4', async () => {
    expect((await call.get('application', `id=${maxId}`, cast.reader)).statusCode).toBe(404);
    const past = await call.get('application', `id=${maxId + 1}`, cast.reader);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(fieldMessages.id);
  });
});

describe('HEROS application detail', () => {
  it('shows the whole application, the agency history, duplicates and the audit trail', async () => {
    const agencyId = await insertAgency(ctx, { name: 'Gulf Breeze Fire Rescue' });
    const older = await insertRound(ctx);
    await insertApplication(ctx, { roundId: older.roundId, agencyId, status: HerosStatus.Approved });
    const id = await insertApplication(ctx, { roundId: round.roundId, agencyId, optionIds: round.optionIds });
    await insertAgency(ctx, { name: 'Gulf Breeze Fire-Rescue' });
    const detail = (await call.get('application', `id=${id}`, cast.reader)).json().value;
    expect(detail).toMatchObject({
      id,
      status: HerosStatus.Submitted,
      statusName: 'Submitted',
      oathAccepted: true,
      narrative: 'We respond to overdoses.',
      totalDoses: 20,
      lastDecision: null,
      agency: {
        agencyName: 'Gulf Breeze Fire Rescue',
        countyName: 'Leon',
        taxStatusName: expect.any(String),
      },
    });
    expect(detail.orders).toHaveLength(2);
    expect(detail.otherApplications).toEqual([
      expect.objectContaining({ roundId: older.roundId, statusName: 'Approved' }),
    ]);
    expect(detail.similarAgencies.map((a: { agencyName: string }) => a.agencyName)).toContain(
      'Gulf Breeze Fire-Rescue',
    );
    const history = (await call.get('applicationHistory', `id=${id}`, cast.reader)).json();
    expect(history.length).toBeGreaterThan(0);
  });
});

describe('HEROS decisions', () => {
  it('refuses bad input with a message and stores nothing', async () => {
    const { id, agencyId } = await submitted();
    const before = await outboxCount();
    for (const [path, body, message] of [
      ['deny', { applicationId: id, reason: '   ' }, m.reasonRequired],
      ['deny', { applicationId: id, reason: 'a\u0000b' }, fieldMessages.characters],
      ['deny', { applicationId: id, reason: 'x'.repeat(2001) }, m.reasonTooLong],
      ['deny', { applicationId: maxId + 1, reason: 'No.' }, fieldMessages.id],
      ['requestChanges', { applicationId: id, message: '' }, m.changesRequired],
      ['requestChanges', { applicationId: id, message: 'a\u0000b' }, fieldMessages.characters],
      ['requestChanges', { applicationId: id, message: 'x'.repeat(2001) }, m.changesTooLong],
      ['approve', { applicationId: maxId + 1 }, fieldMessages.id],
      ['approve', { applicationId: id, linkAgencyId: maxId + 1 }, fieldMessages.id],
    ] as const) {
      const res = await call.post(path, body, cast.manager);
      expect([path, res.statusCode, res.json().message]).toEqual([path, 400, message]);
    }
    const missing = await call.post('deny', { applicationId: maxId, reason: 'No.' }, cast.manager);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.applicationNotFound);
    const unknownAgency = await call.post(
      'approve',
      { applicationId: id, linkAgencyId: maxId },
      cast.manager,
    );
    expect(unknownAgency.json()).toMatchObject({ isSuccessful: false, message: m.linkAgencyNotFound });
    const sameAgency = await call.post(
      'approve',
      { applicationId: id, linkAgencyId: agencyId },
      cast.manager,
    );
    expect(sameAgency.json()).toMatchObject({ isSuccessful: false, message: m.linkAgencySame });
    const row = await stored(id);
    expect(row.applicationStatus).toBe(HerosStatus.Submitted);
    expect(row.decisionNote).toBe('');
    expect(await outboxCount()).toBe(before);
    // The refused approval rolled the new account back with it.
    const [account] = await ctx.db.select().from(users).where(like(users.email, 'primary%@agency.example'));
    expect(account).toBeUndefined();
  });

  it('approves: creates the primary contact account with HEROS User access, links it and emails both', async () => {
    const email = 'new.primary+heros@agency.example';
    const { id, agencyId } = await submitted({ primaryEmail: email });
    const res = await call.post('approve', { applicationId: id }, cast.manager);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.approvedNewUser(email) });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      firstName: 'Sam',
      lastName: 'Primary',
      userName: 'new.primaryheros',
    });
    if (!user) throw new Error('no user');
    const access = await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, user.id));
    expect(access.map((a) => [a.module, a.role])).toEqual([[Module.HEROS, Role.User]]);
    const contacts = await ctx.db
      .select()
      .from(herosAgencyContacts)
      .where(eq(herosAgencyContacts.userId, user.id));
    expect(contacts).toEqual([expect.objectContaining({ agencyId, contactRole: 'Primary' })]);
    expect(await stored(id)).toMatchObject({
      applicationStatus: HerosStatus.Approved,
      decidedByUserId: cast.manager.userId,
    });
    expect(await outboxTo(email, 'approved')).toHaveLength(1);
    const [approval] = await outboxTo(email, 'approved');
    expect(approval?.toAddress).toContain('chief');
    expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).length).toBe(1);

    // A second decision on it is refused, and nothing changes.
    const again = await call.post('deny', { applicationId: id, reason: 'Changed my mind.' }, cast.manager);
    expect(again.json()).toMatchObject({ isSuccessful: false, message: m.alreadyDecided('Approved') });
    const reapprove = await call.post('approve', { applicationId: id }, cast.manager);
    expect(reapprove.json()).toMatchObject({ isSuccessful: false, message: m.alreadyDecided('Approved') });
    expect(await stored(id)).toMatchObject({ applicationStatus: HerosStatus.Approved, decisionNote: '' });
    const detail = (await call.get('application', `id=${id}`, cast.manager)).json().value;
    expect(detail.canDecide).toBe(false);
    expect(detail.agencyContacts).toEqual([
      expect.objectContaining({ userId: user.id, contactRole: 'Primary' }),
    ]);
  });

  it('approves with an existing account: links that user without creating another', async () => {
    const existing = await createSignedInUser(ctx, {
      userName: 'haexisting',
      access: [{ module: Module.CI, role: Role.User }],
    });
    const email = 'haexisting@test.example';
    const { id, agencyId } = await submitted({ primaryEmail: email.toUpperCase() });
    const res = await call.post('approve', { applicationId: id }, cast.manager);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.approved(email.toUpperCase()) });
    const same = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(same.map((u) => u.id)).toEqual([existing.userId]);
    const contacts = await ctx.db
      .select()
      .from(herosAgencyContacts)
      .where(eq(herosAgencyContacts.userId, existing.userId));
    expect(contacts).toEqual([expect.objectContaining({ agencyId, contactRole: 'Primary' })]);
    const access = await ctx.db.select().from(moduleAccess).where(eq(moduleAccess.userId, existing.userId));
    expect(access.map((a) => a.module).sort()).toEqual([Module.CI, Module.HEROS]);
    expect(await outboxTo(email.toUpperCase(), 'approved')).toHaveLength(1);
  });

  it('approves into an existing agency: the application moves there, the contact is linked to it', async () => {
    const target = await insertAgency(ctx, { name: 'Pensacola Fire Department' });
    const { id } = await submitted({
      name: 'Pensacola Fire Dept',
      primaryEmail: 'pfd.primary@agency.example',
    });
    const res = await call.post('approve', { applicationId: id, linkAgencyId: target }, cast.manager);
    expect(res.json().isSuccessful).toBe(true);
    expect((await stored(id)).agencyId).toBe(target);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'pfd.primary@agency.example'));
    const contacts = await ctx.db
      .select()
      .from(herosAgencyContacts)
      .where(eq(herosAgencyContacts.userId, user?.id ?? 0));
    expect(contacts.map((c) => c.agencyId)).toEqual([target]);
    const [mail] = await outboxTo('pfd.primary@agency.example', 'approved');
    expect(mail?.subject).toContain('Pensacola Fire Department');
  });

  it('gives two managers approving at once one approval and one refusal, and one account', async () => {
    const { id } = await submitted({ primaryEmail: 'race@agency.example' });
    const answers = await Promise.all([
      call.post('approve', { applicationId: id }, cast.manager),
      call.post('approve', { applicationId: id }, cast.manager),
    ]);
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.isSuccessful)).toHaveLength(1);
    expect(bodies.filter((b) => !b.isSuccessful).map((b) => b.message)).toEqual([
      m.alreadyDecided('Approved'),
    ]);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'race@agency.example'))).toHaveLength(1);
  });

  it('denies with the reason emailed to the primary contact and the agency head', async () => {
    const { id } = await submitted({ primaryEmail: 'deny.me@agency.example' });
    const reason = 'The agency is outside the programme area.';
    const res = await call.post('deny', { applicationId: id, reason }, cast.manager);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.denied });
    expect(await stored(id)).toMatchObject({ applicationStatus: HerosStatus.Denied, decisionNote: reason });
    const [mail] = await outboxTo('deny.me@agency.example', 'denied');
    expect(mail?.textBody).toContain(reason);
    expect(mail?.toAddress).toMatch(/deny\.me@agency\.example, chief\d+@agency\.example/);
    const again = await call.post('approve', { applicationId: id }, cast.manager);
    expect(again.json()).toMatchObject({ isSuccessful: false, message: m.alreadyDecided('Denied') });
    const [account] = await ctx.db.select().from(users).where(eq(users.email, 'deny.me@agency.example'));
    expect(account).toBeUndefined();
  });

  it('requests changes by email; the application can still be decided afterwards', async () => {
    const { id } = await submitted({ primaryEmail: 'changes@agency.example' });
    const message = 'Please give the number of overdoses for the whole county.';
    const res = await call.post('requestChanges', { applicationId: id, message }, cast.manager);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.changesRequested });
    expect(await stored(id)).toMatchObject({
      applicationStatus: HerosStatus.ChangesRequested,
      decisionNote: message,
    });
    const [mail] = await outboxTo('changes@agency.example', 'changes requested');
    expect(mail?.textBody).toContain(message);
    const detail = (await call.get('application', `id=${id}`, cast.manager)).json().value;
    expect(detail).toMatchObject({
      canDecide: true,
      lastDecision: { note: message, decidedByName: 'Max Manager' },
    });
    const deny = await call.post('deny', { applicationId: id, reason: 'No reply.' }, cast.manager);
    expect(deny.json().isSuccessful).toBe(true);
  });
});

describe('HEROS application queue', () => {
  it('lists the open round, awaiting a decision first and newest first; filters, searches and pages', async () => {
    const own = await insertRound(ctx, { open: true });
    const agency = (name: string) => insertAgency(ctx, { name });
    const a1 = await insertApplication(ctx, { roundId: own.roundId, agencyId: await agency('Queue Alpha') });
    const a2 = await insertApplication(ctx, {
      roundId: own.roundId,
      agencyId: await agency('Queue Bravo'),
      status: HerosStatus.Approved,
    });
    const a3 = await insertApplication(ctx, {
      roundId: own.roundId,
      agencyId: await agency('Queue Charlie'),
    });
    const a4 = await insertApplication(ctx, {
      roundId: own.roundId,
      agencyId: await agency('Queue Delta'),
      status: HerosStatus.ChangesRequested,
    });
    const list = async (query: string) => {
      const res = await call.get('applicationList', query, cast.reader);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = (page: { data: Array<{ id: number }> }) => page.data.map((r) => r.id);
    expect(ids(await list('pageSize=10'))).toEqual([a4, a3, a1, a2]);
    expect(ids(await list(`pageSize=10&roundId=${own.roundId}&status=${HerosStatus.Submitted}`))).toEqual([
      a3,
      a1,
    ]);
    expect(ids(await list('pageSize=10&search=charl'))).toEqual([a3]);
    expect(ids(await list(`pageSize=10&sortField=submittedAt&sortOrder=asc&roundId=${own.roundId}`))).toEqual(
      [a1, a2, a3, a4],
    );
    const first = await list('pageSize=10&roundId=0');
    expect(first.totalRecords).toBeGreaterThan(4);
    const page1 = await list(`pageSize=10&roundId=${own.roundId}`);
    expect(page1.data[0]).toMatchObject({
      agencyName: 'Queue Delta',
      statusName: 'Changes requested',
      countyName: 'Leon',
    });

    const small = await list('pageSize=10');
    expect(small.nextCursor).toBeUndefined();
    for (const [query, message] of [
      ['pageSize=10&status=9', m.statusInvalid],
      ['pageSize=10&roundId=2147483648', fieldMessages.idOrZero],
      ['pageSize=10&sortField=agency', m.sortInvalid],
      ['pageSize=10&search=a%00b', fieldMessages.characters],
    ] as const) {
      const res = await call.get('applicationList', query, cast.reader);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
  });
});
