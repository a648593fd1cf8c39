import { maxId } from '@homer/contracts/fields';
import { ticketLimits, ticketMessages } from '@homer/contracts/help-desk-tickets';
import { messages } from '@homer/contracts/messages';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskFeedback, helpDeskTicketMessages } from '../../db/schema/help-desk.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import {
  api,
  type Caller,
  type Cast,
  createCast,
  insertTicket,
  ticketRow,
} from '../../test/ticket-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'tk');
  call = api(ctx);
});
afterAll(() => ctx.close());

const detail = async (id: number, caller: Caller) => {
  const res = await call.get('ticket', `id=${id}`, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const messagesOf = (id: number) =>
  ctx.db.select().from(helpDeskTicketMessages).where(eq(helpDeskTicketMessages.helpDeskTicketId, id));
const outboxTo = (address: string, subject: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.subject, `%${subject}%`)));
const notificationsOf = (userId: number, typeKey: string) =>
  ctx.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.typeKey, typeKey)));

describe('ticket access matrix', () => {
  it('agents and Support Admins open any ticket, the requester their own, anyone else 403, nobody 401', async () => {
    const own = await insertTicket(ctx, { createdByUserId: cast.requester.userId, source: 'Staff' });
    await call.post(
      'addMessage',
      { ticketId: own, body: 'Internal: checked logs.', isInternal: true },
      cast.agent,
    );
    await call.post('addMessage', { ticketId: own, body: 'We are on it.', isInternal: false }, cast.agent);

    const matrix: [string, Caller | undefined, number][] = [
      ['agent', cast.agent, 200],
      ['admin', cast.admin, 200],
      ['requester', cast.requester, 200],
      ['other', cast.other, 403],
      ['anonymous', undefined, 401],
    ];
    for (const [who, caller, status] of matrix) {
      const res = await call.get('ticket', `id=${own}`, caller);
      expect([who, res.statusCode]).toEqual([who, status]);
      if (status === 403) expect(res.json().message).toBe(messages.accessDenied);
    }
    const asRequester = await detail(own, cast.requester);
    expect(asRequester.conversation.map((m: { body: string }) => m.body)).toEqual(['We are on it.']);
    expect(asRequester.permissions).toMatchObject({
      isRequesterView: true,
      canEdit: false,
      canAssign: false,
      canClose: false,
      canAddInternalNote: false,
      canReply: true,
      canViewHistory: false,
    });
    const asAgent = await detail(own, cast.agent);
    expect(asAgent.conversation.map((m: { isInternal: boolean }) => m.isInternal)).toEqual([true, false]);
    expect(asAgent.permissions).toMatchObject({ isRequesterView: false, canEdit: true, canReopen: false });

    // A ticket that does not exist: 404 for everyone signed in; ids past the column's range are refused.
    for (const caller of [cast.agent, cast.other]) {
      const missing = await call.get('ticket', `id=${maxId}`, caller);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ticketMessages.notFound);
    }
    expect((await call.get('ticket', `id=${maxId + 1}`, cast.agent)).statusCode).toBe(400);

    // Staff-only calls: the requester of the ticket and other users get 403.
    for (const caller of [cast.requester, cast.other]) {
      expect((await call.get('history', `id=${own}`, caller)).statusCode).toBe(403);
      expect((await call.get('list', 'pageSize=10', caller)).statusCode).toBe(403);
      expect((await call.get('assignees', '', caller)).statusCode).toBe(403);
      const update = await call.post(
        'update',
        {
          ticketId: own,
          categoryId: 1,
          priorityId: 1,
          status: 'Open',
          assigneeUserId: null,
          concurrencyStamp: asAgent.concurrencyStamp,
        },
        caller,
      );
      expect(update.statusCode).toBe(403);
    }
    expect((await ticketRow(ctx, own)).priorityId).toBe(2);
    // The requester may not write internal notes.
    const note = await call.post(
      'addMessage',
      { ticketId: own, body: 'sneaky', isInternal: true },
      cast.requester,
    );
    expect([note.statusCode, note.json().message]).toEqual([403, ticketMessages.internalNotesStaffOnly]);
    // Someone else may not reply at all.
    const stranger = await call.post(
      'addMessage',
      { ticketId: own, body: 'hi', isInternal: false },
      cast.other,
    );
    expect(stranger.statusCode).toBe(403);
    expect((await messagesOf(own)).map((m) => m.body)).toEqual(['Internal: checked logs.', 'We are on it.']);
  });
});

describe('update, assignment and close', () => {
  it('assigning a New ticket opens it, notifies the assignee and is in the history', async () => {
    const id = await insertTicket(ctx, { subject: 'Cannot log in' });
    const before = await detail(id, cast.admin);
    expect(before.status).toBe('New');
    const res = await call.post(
      'update',
      {
        ticketId: id,
        categoryId: 4,
        priorityId: 1,
        status: 'New',
        assigneeUserId: cast.agent.userId,
        concurrencyStamp: before.concurrencyStamp,
      },
      cast.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: ticketMessages.saved });
    const after = res.json().value;
    expect(after).toMatchObject({
      status: 'Open',
      categoryId: 4,
      priorityId: 1,
      assigneeUserId: cast.agent.userId,
      assigneeName: 'Alice Agent',
    });
    expect(after.concurrencyStamp).not.toBe(before.concurrencyStamp);
    const notes = await notificationsOf(cast.agent.userId, 'helpdesk.ticket-assigned');
    expect(notes.some((n) => n.link === `support/tickets/edit/${id}`)).toBe(true);

    const history = await call.get('history', `id=${id}`, cast.agent);
    expect(history.statusCode).toBe(200);
    const fields = history
      .json()
      .map((h: { field: string; changedTo: string | null }) => [h.field, h.changedTo]);
    expect(fields).toContainEqual(['Assignee User Id', String(cast.agent.userId)]);
    expect(fields).toContainEqual(['Status', 'Open']);
  });

  it('a stale concurrency stamp is refused with the conflict message and stores nothing', async () => {
    const id = await insertTicket(ctx);
    const loaded = await detail(id, cast.agent);
    const first = await call.post(
      'update',
      {
        ticketId: id,
        categoryId: 1,
        priorityId: 3,
        status: 'Pending',
        assigneeUserId: null,
        concurrencyStamp: loaded.concurrencyStamp,
      },
      cast.agent,
    );
    expect(first.statusCode).toBe(200);
    const second = await call.post(
      'update',
      {
        ticketId: id,
        categoryId: 1,
        priorityId: 1,
        status: 'Open',
        assigneeUserId: null,
        concurrencyStamp: loaded.concurrencyStamp,
      },
      cast.admin,
    );
    expect([second.statusCode, second.json().message]).toEqual([409, ticketMessages.conflict]);
    expect(await ticketRow(ctx, id)).toMatchObject({ priorityId: 3, status: 'Pending' });
  });

  it('refuses unknown categories, priorities, assignees and statuses with their messages, storing nothing', async () => {
    const id = await insertTicket(ctx);
    const { concurrencyStamp } = await detail(id, cast.agent);
    const valid = {
      ticketId: id,
      categoryId: 1,
      priorityId: 2,
      status: 'Open',
      assigneeUserId: null,
      concurrencyStamp,
    };
    const cases: [object, number, string][] = [
      [{ categoryId: 999 }, 400, ticketMessages.unknownCategory],
      [{ priorityId: 99 }, 400, ticketMessages.unknownPriority],
      [{ assigneeUserId: cast.requester.userId }, 400, ticketMessages.assigneeNotAgent],
      [{ assigneeUserId: maxId }, 400, ticketMessages.assigneeNotAgent],
      [{ assigneeUserId: maxId + 1 }, 400, ticketMessages.assigneeNotAgent],
      [{ status: 'Draft' }, 400, ticketMessages.statusRequired],
      [{ status: undefined }, 400, ticketMessages.statusRequired],
      [{ categoryId: 0 }, 400, ticketMessages.categoryRequired],
      [{ priorityId: 'x' }, 400, ticketMessages.priorityRequired],
      [{ concurrencyStamp: '' }, 400, 'Concurrency stamp is required.'],
      [{ concurrencyStamp: 'a\u0000' }, 400, 'Contains characters that are not allowed.'],
    ];
    for (const [change, status, message] of cases) {
      const res = await call.post('update', { ...valid, ...change }, cast.agent);
      expect([JSON.stringify(change), res.statusCode, res.json().message]).toEqual([
        JSON.stringify(change),
        status,
        message,
      ]);
    }
    expect(await ticketRow(ctx, id)).toMatchObject({
      status: 'New',
      categoryId: 1,
      priorityId: 2,
      assigneeUserId: null,
    });
    const missing = await call.post('update', { ...valid, ticketId: maxId }, cast.agent);
    expect(missing.statusCode).toBe(404);
  });

  it('closing mails the survey link and opens the survey; only a Support Admin reopens', async () => {
    const id = await insertTicket(ctx, { email: 'closing@clinic.example.com', subject: 'Close me' });
    const loaded = await detail(id, cast.agent);
    const closed = await call.post(
      'close',
      { ticketId: id, concurrencyStamp: loaded.concurrencyStamp },
      cast.agent,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ message: ticketMessages.closed, value: { status: 'Closed' } });
    const [survey] = await ctx.db
      .select()
      .from(helpDeskFeedback)
      .where(eq(helpDeskFeedback.helpDeskTicketId, id));
    expect(survey).toBeDefined();
    const [mail] = await outboxTo('closing@clinic.example.com', `#${id} has been closed`);
    expect(mail?.textBody).toContain(
      `${ctx.config.publicBaseUrl}/support/tickets/feedback/${id}/${survey?.guid}`,
    );
    const row = await ticketRow(ctx, id);
    expect(row.closedAt).toBeInstanceOf(Date);
    expect(row.resolvedAt).toBeInstanceOf(Date);

    const stamp = closed.json().value.concurrencyStamp;
    const again = await call.post('close', { ticketId: id, concurrencyStamp: stamp }, cast.agent);
    expect([again.statusCode, again.json().message]).toEqual([400, ticketMessages.alreadyClosed]);
    const reopenBody = {
      ticketId: id,
      categoryId: 1,
      priorityId: 2,
      status: 'Open',
      assigneeUserId: null,
      concurrencyStamp: stamp,
    };
    const byAgent = await call.post('update', reopenBody, cast.agent);
    expect([byAgent.statusCode, byAgent.json().message]).toEqual([403, ticketMessages.reopenAdminOnly]);
    expect((await ticketRow(ctx, id)).status).toBe('Closed');
    expect((await detail(id, cast.admin)).permissions.canReopen).toBe(true);
    const byAdmin = await call.post('update', reopenBody, cast.admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(await ticketRow(ctx, id)).toMatchObject({ status: 'Open', closedAt: null, resolvedAt: null });
  });

  it('Update with status Closed sends the survey as Close does', async () => {
    const id = await insertTicket(ctx, { email: 'viaupdate@clinic.example.com' });
    const { concurrencyStamp } = await detail(id, cast.agent);
    const res = await call.post(
      'update',
      {
        ticketId: id,
        categoryId: 1,
        priorityId: 2,
        status: 'Closed',
        assigneeUserId: null,
        concurrencyStamp,
      },
      cast.agent,
    );
    expect(res.statusCode).toBe(200);
    expect(await outboxTo('viaupdate@clinic.example.com', 'has been closed')).toHaveLength(1);
  });
});

describe('messages', () => {
  it('a staff public reply mails the requester with the reply link and is the first response', async () => {
    const id = await insertTicket(ctx, { email: 'reply@clinic.example.com' });
    const res = await call.post(
      'addMessage',
      { ticketId: id, body: 'Try restarting it.', isInternal: false },
      cast.agent,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      body: 'Try restarting it.',
      authorKind: 'staff',
      authorName: 'Alice Agent',
    });
    const row = await ticketRow(ctx, id);
    expect(row.status).toBe('Open');
    expect(row.firstRespondedAt).toBeInstanceOf(Date);
    const [mail] = await outboxTo('reply@clinic.example.com', `#${id}`);
    expect(mail?.textBody).toContain(`${ctx.config.publicBaseUrl}/support/tickets/reply/${id}/${row.guid}`);
    expect(mail?.textBody).toContain('Alice of the Support Desk');
    // An internal note mails nobody and leaves the first response alone.
    await call.post('addMessage', { ticketId: id, body: 'note', isInternal: true }, cast.agent);
    expect(await outboxTo('reply@clinic.example.com', `#${id}`)).toHaveLength(1);
    expect((await ticketRow(ctx, id)).firstRespondedAt).toEqual(row.firstRespondedAt);
  });

  it('a requester reply notifies the assignee, or the Support Admins when unassigned, and reopens a Resolved ticket', async () => {
    const assigned = await insertTicket(ctx, {
      createdByUserId: cast.requester.userId,
      assigneeUserId: cast.agent.userId,
      status: 'Resolved',
      resolvedAt: new Date(),
      fullName: 'Rita Requester',
    });
    const res = await call.post(
      'addMessage',
      { ticketId: assigned, body: 'Still broken.', isInternal: false },
      cast.requester,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ authorKind: 'requester', authorName: 'Rita Requester' });
    expect(await ticketRow(ctx, assigned)).toMatchObject({ status: 'Open', resolvedAt: null });
    expect((await notificationsOf(cast.agent.userId, 'helpdesk.ticket-reply')).map((n) => n.link)).toContain(
      `support/tickets/edit/${assigned}`,
    );

    const unassigned = await insertTicket(ctx, { createdByUserId: cast.requester.userId });
    await call.post(
      'addMessage',
      { ticketId: unassigned, body: 'Anyone?', isInternal: false },
      cast.requester,
    );
    expect((await notificationsOf(cast.admin.userId, 'helpdesk.ticket-reply')).map((n) => n.link)).toContain(
      `support/tickets/edit/${unassigned}`,
    );
  });

  it('refuses empty, too long, NUL and closed-ticket messages with their messages, storing nothing', async () => {
    const id = await insertTicket(ctx);
    const closed = await insertTicket(ctx, { status: 'Closed', closedAt: new Date() });
    const cases: [object, number, string][] = [
      [{ ticketId: id, body: '', isInternal: false }, 400, ticketMessages.bodyRequired],
      [{ ticketId: id, body: '   ', isInternal: false }, 400, ticketMessages.bodyRequired],
      [{ ticketId: id, isInternal: false }, 400, ticketMessages.bodyRequired],
      [
        { ticketId: id, body: 'x'.repeat(ticketLimits.messageBody + 1), isInternal: false },
        400,
        ticketMessages.bodyTooLong,
      ],
      [
        { ticketId: id, body: 'a\u0000b', isInternal: false },
        400,
        'Contains characters that are not allowed.',
      ],
      [{ ticketId: id, body: 'ok' }, 400, 'Invalid input: expected boolean, received undefined'],
      [{ ticketId: closed, body: 'late', isInternal: false }, 400, ticketMessages.closedNoReply],
      [{ ticketId: maxId, body: 'ok', isInternal: false }, 404, ticketMessages.notFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await call.post('addMessage', body, cast.agent);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(await messagesOf(id)).toEqual([]);
    expect(await messagesOf(closed)).toEqual([]);
    const max = await call.post(
      'addMessage',
      { ticketId: id, body: 'x'.repeat(ticketLimits.messageBody), isInternal: false },
      cast.agent,
    );
    expect(max.statusCode).toBe(200);
  });
});
