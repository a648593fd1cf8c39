import { ticketMessages } from '@homer/contracts/help-desk-tickets';
import { publicFormMessages } from '@homer/contracts/public-form';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskTicketMessages } from '../../db/schema/help-desk.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Cast, createCast, insertTicket, ticketRow } from '../../test/ticket-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'pr');
  call = api(ctx);
});
afterAll(() => ctx.close());

const conversation = (ticketId: number | string, guid: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/HelpDesk/HelpDeskTicket/GetPublicConversation?ticketId=${ticketId}&guid=${guid}`,
    remoteAddress: nextRemoteAddress(),
  });
const reply = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/HelpDesk/HelpDeskTicket/AddPublicReply', body, captcha);
const messagesOf = (id: number) =>
  ctx.db.select().from(helpDeskTicketMessages).where(eq(helpDeskTicketMessages.helpDeskTicketId, id));
const empty = { ticketId: 0, subject: '', status: '', canReply: false, messages: [] };

describe('public reply page', () => {
  it('shows public messages only, staff by first name; a wrong id or guid looks like nothing', async () => {
    const id = await insertTicket(ctx, {
      fullName: 'Pat Doe',
      assigneeUserId: cast.agent.userId,
      status: 'Open',
    });
    const { guid } = await ticketRow(ctx, id);
    await call.post('addMessage', { ticketId: id, body: 'Internal only.', isInternal: true }, cast.agent);
    await call.post('addMessage', { ticketId: id, body: 'Please restart.', isInternal: false }, cast.agent);
    const res = await conversation(id, guid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ticketId: id,
      subject: 'Printer setup',
      status: 'Open',
      canReply: true,
    });
    expect(
      res.json().messages.map((m: { authorName: string; body: string }) => [m.authorName, m.body]),
    ).toEqual([['Alice', 'Please restart.']]);
    expect(res.body).not.toContain('Internal only.');
    expect(res.body).not.toContain('Agent');

    const other = await ticketRow(ctx, await insertTicket(ctx));
    for (const [ticketId, g] of [
      [id, other.guid],
      // Upper case and one character changed (to another one: a guid may already end in 0).
      [id, guid.toUpperCase().replace(/.$/, (last) => (last === '0' ? '1' : '0'))],
      [2147483647, guid],
      [0, guid],
      [id, 'not-a-guid'],
    ] as const) {
      const wrong = await conversation(ticketId, g);
      expect([wrong.statusCode, wrong.json()]).toEqual([200, empty]);
    }
    const draft = await insertTicket(ctx, { status: 'Draft' });
    expect((await conversation(draft, (await ticketRow(ctx, draft)).guid)).json()).toEqual(empty);
  });

  it('a reply stores a requester message, reopens a Resolved ticket and notifies the assignee', async () => {
    const id = await insertTicket(ctx, {
      status: 'Resolved',
      resolvedAt: new Date(),
      assigneeUserId: cast.agent.userId,
      fullName: 'Pat Doe',
    });
    const { guid } = await ticketRow(ctx, id);
    const res = await reply({ ticketId: id, guid, body: 'It broke again.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: ticketMessages.replySent });
    const [message] = await messagesOf(id);
    expect(message).toMatchObject({
      authorKind: 'requester',
      authorName: 'Pat Doe',
      authorUserId: null,
      isInternal: false,
    });
    expect(await ticketRow(ctx, id)).toMatchObject({ status: 'Open', resolvedAt: null });
    const notes = await ctx.db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, cast.agent.userId),
          eq(userNotifications.typeKey, 'helpdesk.ticket-reply'),
        ),
      );
    expect(notes.map((n) => n.link)).toContain(`support/tickets/edit/${id}`);
  });

  it('refuses a wrong guid, a closed ticket, bad bodies, a missing captcha and the honeypot, storing nothing', async () => {
    const id = await insertTicket(ctx);
    const { guid } = await ticketRow(ctx, id);
    const closed = await insertTicket(ctx, { status: 'Closed' });
    const closedGuid = (await ticketRow(ctx, closed)).guid;
    const other = (await ticketRow(ctx, await insertTicket(ctx))).guid;
    const valid = { ticketId: id, guid, body: 'Hello' };

    const refusals: [object, string][] = [
      [{ guid: other }, ticketMessages.publicNotFound],
      [{ ticketId: 2147483647 }, ticketMessages.publicNotFound],
      [{ ticketId: closed, guid: closedGuid }, ticketMessages.closedNoReply],
    ];
    for (const [change, message] of refusals) {
      const res = await reply({ ...valid, ...change });
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { isSuccessful: false, message, messageClass: 'error', value: null, model: null },
      ]);
    }
    const invalid: [object, string][] = [
      [{ guid: 'nope' }, ticketMessages.publicNotFound],
      [{ body: '' }, ticketMessages.bodyRequired],
      [{ body: 'x'.repeat(5001) }, ticketMessages.bodyTooLong],
      [{ body: 'a\u0000' }, 'Contains characters that are not allowed.'],
      [{ ticketId: 2147483648 }, 'Must be a whole number from 1 to 2147483647.'],
      [{ honeyPot: true }, publicFormMessages.honeyPot],
    ];
    for (const [change, message] of invalid) {
      const res = await reply({ ...valid, ...change });
      expect([JSON.stringify(change), res.statusCode, res.json().message]).toEqual([
        JSON.stringify(change),
        400,
        message,
      ]);
    }
    const noCaptcha = await reply(valid, '');
    expect([noCaptcha.statusCode, noCaptcha.json().message]).toEqual([
      400,
      publicFormMessages.captchaRequired,
    ]);
    expect(await messagesOf(id)).toEqual([]);
    expect(await messagesOf(closed)).toEqual([]);
  });
});
