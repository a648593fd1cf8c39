import { timingSafeEqual } from 'node:crypto';
import type { Envelope } from '@homer/contracts/envelope';
import {
  type PublicConversation,
  type PublicReplyForm,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { helpDeskTickets } from '../../db/schema/help-desk.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { conversationOf } from './detail.ts';
import { storeMessage } from './messages.ts';
import type { TicketRecord } from './viewer.ts';

const firstName = (name: string) => name.split(' ')[0] ?? name;

const notFound: PublicConversation = { ticketId: 0, subject: '', status: '', canReply: false, messages: [] };

/** Compares the link's guid with the ticket's without an early exit (the guid is the link's only secret). */
function sameGuid(stored: string, sent: string): boolean {
  const a = Buffer.from(stored.toLowerCase());
  const b = Buffer.from(sent.toLowerCase());
  // Every guid has the same length: a different one is no guid, and its length tells nothing.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The ticket the reply link names, or null (a Draft has no reply link). */
async function linkedTicket(
  db: Queryable,
  ticketId: number,
  guid: string,
  forUpdate = false,
): Promise<TicketRecord | null> {
  if (ticketId < 1) return null;
  const query = db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, ticketId));
  const [ticket] = forUpdate ? await query.for('update') : await query;
  // Compared even when the id names nothing, so a wrong id and a wrong guid take the same time.
  const matches = sameGuid(ticket?.guid ?? '00000000-0000-0000-0000-000000000000', guid);
  return ticket && matches && ticket.status !== 'Draft' ? ticket : null;
}

/** GET …/GetPublicConversation: public messages only, staff by first name; ticketId 0 when the link is wrong. */
export async function publicConversation(
  db: Db,
  ticketId: number,
  guid: string,
): Promise<PublicConversation> {
  const ticket = await linkedTicket(db, ticketId, guid);
  if (!ticket) return notFound;
  const messages = await conversationOf(db, ticket.id, false);
  return {
    ticketId: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    canReply: ticket.status !== 'Closed',
    messages: messages.map((m) => ({
      id: m.id,
      body: m.body,
      authorName: m.authorKind === 'staff' ? firstName(m.authorName) : m.authorName,
      fromRequester: m.authorKind === 'requester',
      createdAt: m.createdAt,
    })),
  };
}

/** POST …/AddPublicReply (captcha and honeypot checked before): a Resolved ticket reopens, a Closed one refuses. */
export async function addPublicReply(
  db: Db,
  config: Config,
  form: PublicReplyForm,
): Promise<Envelope<null, null>> {
  const result = await withTx(db, systemActor, async (tx) => {
    const ticket = await linkedTicket(tx, form.ticketId, form.guid, true);
    if (!ticket) return { refusal: ticketMessages.publicNotFound, emails: [] };
    if (ticket.status === 'Closed') return { refusal: ticketMessages.closedNoReply, emails: [] };
    const stored = await storeMessage(tx, config, ticket, {
      authorUserId: null,
      authorKind: 'requester',
      authorName: ticket.fullName,
      body: form.body,
      isInternal: false,
    });
    return { refusal: null, emails: stored.emails };
  });
  if (result.refusal) return refused(result.refusal);
  await sendNotificationEmails(db, config, result.emails);
  return succeeded({ message: ticketMessages.replySent });
}
