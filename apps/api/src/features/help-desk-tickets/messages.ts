import { randomUUID } from 'node:crypto';
import {
  type TicketAddMessage,
  type TicketMessage,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { isoText } from '../../db/iso-text.ts';
import type { Db } from '../../db/pool.ts';
import { helpDeskTicketMessages, helpDeskTickets } from '../../db/schema/help-desk.ts';
import type { Tx } from '../../db/tx.ts';
import { withTx } from '../../db/tx.ts';
import { type Email, sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { HttpError } from '../../plugins/errors.ts';
import { noticeRequesterReply, replyMail } from './notices.ts';
import type { TicketRecord, Viewer } from './viewer.ts';
import { ticketFor } from './viewer.ts';

type NewMessage = {
  authorUserId: number | null;
  authorKind: 'staff' | 'requester';
  authorName: string;
  body: string;
  isInternal: boolean;
};

/**
 * Stores a message and moves the ticket on: a staff public reply answers a New ticket (Open) and is the first
 * response once; a requester reply reopens a Resolved ticket. The concurrency stamp changes only with the status,
 * since it guards what Update sets. Returns the requester reply's notices' emails.
 */
export async function storeMessage(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  ticket: TicketRecord,
  message: NewMessage,
): Promise<{ row: TicketMessage; emails: Email[] }> {
  const [row] = await tx
    .insert(helpDeskTicketMessages)
    .values({ helpDeskTicketId: ticket.id, ...message })
    .returning({
      id: helpDeskTicketMessages.id,
      body: helpDeskTicketMessages.body,
      isInternal: helpDeskTicketMessages.isInternal,
      authorName: helpDeskTicketMessages.authorName,
      authorKind: helpDeskTicketMessages.authorKind,
      createdAt: isoText(helpDeskTicketMessages.createdAt),
    });
  if (!row) throw new Error('message insert returned nothing');
  const now = new Date();
  const staffReply = message.authorKind === 'staff' && !message.isInternal;
  const status =
    staffReply && ticket.status === 'New'
      ? 'Open'
      : message.authorKind === 'requester' && ticket.status === 'Resolved'
        ? 'Open'
        : ticket.status;
  const moved = status !== ticket.status;
  await tx
    .update(helpDeskTickets)
    .set({
      updatedAt: now,
      ...(staffReply && ticket.firstRespondedAt === null ? { firstRespondedAt: now } : {}),
      ...(moved ? { status, concurrencyStamp: randomUUID() } : {}),
      ...(moved && ticket.status === 'Resolved' ? { resolvedAt: null } : {}),
    })
    .where(eq(helpDeskTickets.id, ticket.id));
  const emails =
    message.authorKind === 'requester' ? await noticeRequesterReply(tx, config, ticket, message.body) : [];
  return { row, emails };
}

/** POST …/AddMessage: staff public replies and internal notes, the requester's public replies. */
export async function addMessage(
  db: Db,
  config: Config,
  viewer: Viewer,
  body: TicketAddMessage,
): Promise<TicketMessage> {
  const result = await withTx(db, { userId: viewer.userId }, async (tx) => {
    const { ticket, asAgent } = await ticketFor(tx, viewer, body.ticketId, true);
    if (body.isInternal && !asAgent) throw new HttpError(403, ticketMessages.internalNotesStaffOnly);
    if (ticket.status === 'Draft') throw new HttpError(400, ticketMessages.draftNoMessages);
    if (ticket.status === 'Closed' && !body.isInternal)
      throw new HttpError(400, ticketMessages.closedNoReply);
    const stored = await storeMessage(tx, config, ticket, {
      authorUserId: viewer.userId,
      authorKind: asAgent ? 'staff' : 'requester',
      authorName: asAgent ? viewer.name : ticket.fullName,
      body: body.body,
      isInternal: body.isInternal,
    });
    const mail = asAgent && !body.isInternal ? replyMail(config, ticket, viewer.firstName, body.body) : null;
    return { ...stored, mail };
  });
  if (result.mail) await sendEmail(db, config, result.mail, 'staff');
  await sendNotificationEmails(db, config, result.emails);
  return result.row;
}
