import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import type { Tx } from '../../db/tx.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { notify } from '../../platform/notify/notify.ts';

/** The ticket page, where every ticket notification leads. */
export const ticketLink = (ticketId: number) => `support/tickets/edit/${ticketId}`;

const absolute = (config: Pick<Config, 'publicBaseUrl'>, path: string) => `${config.publicBaseUrl}/${path}`;

/** Enabled users holding HelpDesk at SystemAdmin (spec document 1 §6). */
export async function supportAdminIds(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(moduleAccess, eq(moduleAccess.userId, users.id))
    .where(
      and(
        eq(users.disabled, false),
        eq(moduleAccess.module, 'HelpDesk'),
        eq(moduleAccess.role, 'SystemAdmin'),
      ),
    );
  return rows.map((r) => r.id);
}

/** 'helpdesk.ticket-assigned' to the new assignee (not when they assigned it to themselves). */
export async function noticeAssigned(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  ticket: { id: number; subject: string },
  assigneeUserId: number,
  actorUserId: number,
): Promise<Email[]> {
  if (assigneeUserId === actorUserId) return [];
  const done = await notify(tx, config, {
    typeKey: 'helpdesk.ticket-assigned',
    recipients: [assigneeUserId],
    title: `Ticket #${ticket.id} assigned to you`,
    message: ticket.subject || `Ticket #${ticket.id}`,
    link: ticketLink(ticket.id),
  });
  return done.emails;
}

/** 'helpdesk.ticket-submitted' to the Support Admins: a new public ticket or a submitted draft. */
export async function noticeSubmitted(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  ticket: { id: number; subject: string; fullName: string },
): Promise<Email[]> {
  const done = await notify(tx, config, {
    typeKey: 'helpdesk.ticket-submitted',
    recipients: 'audience',
    title: `New ticket #${ticket.id} from ${ticket.fullName}`,
    message: ticket.subject,
    link: ticketLink(ticket.id),
  });
  return done.emails;
}

/** 'helpdesk.ticket-reply': the requester answered; the assignee hears of it, or the Support Admins if nobody has it. */
export async function noticeRequesterReply(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  ticket: { id: number; subject: string; fullName: string; assigneeUserId: number | null },
  body: string,
): Promise<Email[]> {
  const recipients = ticket.assigneeUserId === null ? await supportAdminIds(tx) : [ticket.assigneeUserId];
  const done = await notify(tx, config, {
    typeKey: 'helpdesk.ticket-reply',
    recipients,
    title: `${ticket.fullName} replied to ticket #${ticket.id}`,
    message: body,
    link: ticketLink(ticket.id),
  });
  return done.emails;
}

/** A staff public reply, mailed to the requester with the link of the reply page. */
export function replyMail(
  config: Pick<Config, 'publicBaseUrl'>,
  ticket: { id: number; guid: string; subject: string; email: string; fullName: string },
  staffFirstName: string,
  body: string,
): Email {
  const link = absolute(config, `support/tickets/reply/${ticket.id}/${ticket.guid}`);
  return {
    to: ticket.email,
    subject: `Re: Support Desk Ticket #${ticket.id}: ${ticket.subject}`.slice(0, 300),
    text: [
      `Hello ${ticket.fullName},`,
      '',
      `${staffFirstName} of the Support Desk replied to your ticket #${ticket.id}:`,
      '',
      body,
      '',
      `To reply, open ${link}`,
    ].join('\n'),
  };
}

/** The closing mail: the feedback survey of spec document 1 §2.9. */
export function surveyMail(
  config: Pick<Config, 'publicBaseUrl'>,
  ticket: { id: number; subject: string; email: string; fullName: string },
  feedbackGuid: string,
): Email {
  const link = absolute(config, `support/tickets/feedback/${ticket.id}/${feedbackGuid}`);
  return {
    to: ticket.email,
    subject: `Support Desk Ticket #${ticket.id} has been closed`,
    text: [
      `Hello ${ticket.fullName},`,
      '',
      `Your Support Desk Ticket #${ticket.id} (${ticket.subject}) has been closed.`,
      'Please tell us how we did:',
      link,
    ].join('\n'),
  };
}

/** A user's "First Last". */
export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
