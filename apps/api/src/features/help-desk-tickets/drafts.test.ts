import { Module, Role } from '@homer/contracts/access';
import { helpTicketMessages } from '@homer/contracts/help-desk-public';
import { ticketMessages } from '@homer/contracts/help-desk-tickets';
import { userAdminMessages } from '@homer/contracts/user-admin';
import { usersMessages } from '@homer/contracts/users';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFacilities, users } from '../../db/schema/core.ts';
import { helpDeskTicketMessages } from '../../db/schema/help-desk.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Cast, createCast, insertTicket, ticketRow } from '../../test/ticket-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'dr');
  call = api(ctx);
  const { facilityIds } = await insertFacilities(ctx.db, [{ name: 'Zeta Clinic' }, { name: 'Alpha Clinic' }]);
  await ctx.db
    .insert(userFacilities)
    .values(facilityIds.map((facilityId) => ({ userId: cast.requester.userId, facilityId })));
  await ctx.db.update(users).set({ phoneNumber: '850-555-0199' }).where(eq(users.id, cast.requester.userId));
});
afterAll(() => ctx.close());

const create = (method: 'GET' | 'POST', query: string, token?: string) =>
  ctx.app.inject({
    method,
    url: `/api/HelpDesk/HelpDeskTicket/CreateTicket?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const validSubmit = (ticketId: number) => ({
  ticketId,
  subject: 'Label printer jams',
  description: 'It jams on every second label.',
  priorityId: 1,
  categoryId: 2,
});

describe('CreateTicket and SubmitDraft', () => {
  it('GET and POST create a Draft for the signed-in user (any module) and reuse an empty one', async () => {
    expect((await create('POST', 'isSysAdmin=false')).statusCode).toBe(401);
    const got = await create('GET', 'isSysAdmin=false', cast.other.token);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({ isSuccessful: true });
    const draftId: number = got.json().value;
    const posted = await create('POST', 'isSysAdmin=false', cast.other.token);
    expect(posted.json().value).toBe(draftId);

    const complaint = await create(
      'POST',
      'isSysAdmin=false&request=ciRepackComplaint',
      cast.requester.token,
    );
    const complaintId: number = complaint.json().value;
    const row = await ticketRow(ctx, complaintId);
    expect(row).toMatchObject({
      status: 'Draft',
      source: 'Staff',
      categoryId: 8,
      createdByUserId: cast.requester.userId,
      fullName: 'Rita Requester',
      email: 'drrequester@test.example',
      phoneNumber: '850-555-0199',
      facilityName: 'Alpha Clinic',
    });
    // A plain draft is another kind; a draft with a message is no longer empty.
    const plain = (await create('POST', '', cast.requester.token)).json().value;
    expect(plain).not.toBe(complaintId);
    await ctx.db.insert(helpDeskTicketMessages).values({
      helpDeskTicketId: complaintId,
      authorKind: 'requester',
      authorName: 'Rita',
      body: 'x',
    });
    const fresh = (await create('POST', 'request=ciRepackComplaint', cast.requester.token)).json().value;
    expect(fresh).not.toBe(complaintId);

    const bad = await create('POST', 'request=other', cast.requester.token);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'request is not known.']);

    // Drafts never show in a queue, and only their requester may submit them.
    const queue = await call.get('list', 'pageSize=50&view=all', cast.admin);
    expect(queue.json().data.map((r: { id: number }) => r.id)).not.toContain(draftId);
    const detail = await call.get('ticket', `id=${complaintId}`, cast.requester);
    expect(detail.json().value.permissions).toMatchObject({ canSubmitDraft: true, canReply: false });
    const byAgent = await call.post('submitDraft', validSubmit(plain), cast.agent);
    expect([byAgent.statusCode, byAgent.json().message]).toEqual([403, ticketMessages.draftRequesterOnly]);
    const byOther = await call.post('submitDraft', validSubmit(plain), cast.other);
    expect(byOther.statusCode).toBe(403);
  });

  it('SubmitDraft makes it New with the public form rules and notifies Support Admins', async () => {
    const id: number = (await create('POST', '', cast.requester.token)).json().value;
    const cases: [object, string][] = [
      [{ subject: '' }, helpTicketMessages.subjectRequired],
      [{ subject: '<b>hi</b>' }, helpTicketMessages.subjectPattern],
      [{ description: 'x'.repeat(501) }, helpTicketMessages.descriptionMax],
      [{ priorityId: 0 }, helpTicketMessages.priorityRequired],
      [{ priorityId: 9 }, ticketMessages.unknownPriority],
      [{ categoryId: undefined }, ticketMessages.categoryRequired],
      [{ categoryId: 8 }, ticketMessages.unknownCategory],
      [{ categoryId: 6 }, ticketMessages.unknownCategory],
    ];
    for (const [change, message] of cases) {
      const res = await call.post('submitDraft', { ...validSubmit(id), ...change }, cast.requester);
      expect([JSON.stringify(change), res.statusCode, res.json().message]).toEqual([
        JSON.stringify(change),
        400,
        message,
      ]);
    }
    expect(await ticketRow(ctx, id)).toMatchObject({ status: 'Draft', subject: '' });

    const ok = await call.post('submitDraft', validSubmit(id), cast.requester);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(ticketMessages.draftSubmitted);
    expect(await ticketRow(ctx, id)).toMatchObject({
      status: 'New',
      subject: 'Label printer jams',
      categoryId: 2,
      priorityId: 1,
    });
    const notes = await ctx.db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, cast.admin.userId),
          eq(userNotifications.typeKey, 'helpdesk.ticket-submitted'),
        ),
      );
    expect(notes.map((n) => n.link)).toContain(`support/tickets/edit/${id}`);
    const agentNotes = await ctx.db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, cast.agent.userId),
          eq(userNotifications.typeKey, 'helpdesk.ticket-submitted'),
        ),
      );
    expect(agentNotes).toEqual([]);
    const again = await call.post('submitDraft', validSubmit(id), cast.requester);
    expect([again.statusCode, again.json().message]).toEqual([400, ticketMessages.notADraft]);

    // A complaint keeps its category whatever is sent.
    const complaint: number = (await create('POST', 'request=ciRepackComplaint', cast.other.token)).json()
      .value;
    const sent = await call.post(
      'submitDraft',
      { ...validSubmit(complaint), categoryId: undefined },
      cast.other,
    );
    expect(sent.statusCode).toBe(200);
    expect((await ticketRow(ctx, complaint)).categoryId).toBe(8);
  });
});

describe('CreateAccountFromRequest', () => {
  const body = (ticketId: number) => ({
    ticketId,
    userName: 'new.person',
    firstName: 'New',
    lastName: 'Person',
    email: 'new.person@clinic.example.com',
    phoneNumber: '',
    module: Module.HelpDesk,
    role: Role.User,
  });

  it('creates the account with a welcome mail, records it, notes it and resolves the ticket', async () => {
    const id = await insertTicket(ctx, { categoryId: 5, source: 'Registration' });
    const denied = await call.post('createAccount', body(id), cast.agent);
    expect(denied.statusCode).toBe(403);
    const detail = await call.get('ticket', `id=${id}`, cast.userAdmin);
    expect(detail.json().value.permissions.canCreateAccount).toBe(true);

    const rejected: [object, number, string][] = [
      [{ userName: '' }, 400, 'User name is required.'],
      [{ userName: 'bad name' }, 400, userAdminMessages.userNameInvalid],
      [{ email: 'nope' }, 400, 'Please enter a valid email address.'],
      [{ userName: 'druseradmin' }, 400, userAdminMessages.userNameTaken],
      [{ module: 'Nope' }, 400, userAdminMessages.moduleRequired],
      [{ module: Module.CI }, 403, usersMessages.cannotGrant],
    ];
    for (const [change, status, message] of rejected) {
      const res = await call.post('createAccount', { ...body(id), ...change }, cast.userAdmin);
      expect([JSON.stringify(change), res.statusCode, res.json().message]).toEqual([
        JSON.stringify(change),
        status,
        message,
      ]);
    }
    expect(await ticketRow(ctx, id)).toMatchObject({ status: 'New', createdAccountUserId: null });

    const res = await call.post('createAccount', body(id), cast.userAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const userId: number = res.json().value;
    expect(await ticketRow(ctx, id)).toMatchObject({ status: 'Resolved', createdAccountUserId: userId });
    const notes = await ctx.db
      .select()
      .from(helpDeskTicketMessages)
      .where(eq(helpDeskTicketMessages.helpDeskTicketId, id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ isInternal: true, authorKind: 'staff' });
    const welcome = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'new.person@clinic.example.com'));
    expect(welcome).toHaveLength(1);
    const again = await call.post(
      'createAccount',
      { ...body(id), userName: 'other.person', email: 'o@x.example.com' },
      cast.userAdmin,
    );
    expect([again.statusCode, again.json().message]).toEqual([400, ticketMessages.accountAlreadyCreated]);

    const notARequest = await insertTicket(ctx, { categoryId: 1 });
    const wrong = await call.post(
      'createAccount',
      { ...body(notARequest), userName: 'x.y', email: 'x@y.example.com' },
      cast.userAdmin,
    );
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, ticketMessages.notAccountRequest]);
    const [none] = await ctx.db.select().from(users).where(eq(users.userName, 'x.y'));
    expect(none).toBeUndefined();
  });

  it('two administrators at once: one account is created and recorded, the other creates nobody', async () => {
    const id = await insertTicket(ctx, { categoryId: 5, source: 'Registration' });
    const people = ['race.one', 'race.two'];
    const answers = await Promise.all(
      people.map((userName) =>
        call.post(
          'createAccount',
          { ...body(id), userName, email: `${userName}@clinic.example.com` },
          cast.userAdmin,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().message).toBe(ticketMessages.accountAlreadyCreated);
    const created = await ctx.db.select().from(users).where(inArray(users.userName, people));
    expect(created).toHaveLength(1);
    expect(await ticketRow(ctx, id)).toMatchObject({
      status: 'Resolved',
      createdAccountUserId: created[0]?.id,
    });
  });
});
