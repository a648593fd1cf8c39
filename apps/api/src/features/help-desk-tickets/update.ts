import { randomUUID } from 'node:crypto';
import {
  type QueueStatus,
  type TicketClose,
  type TicketDetail,
  type TicketUpdate,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { helpDeskCategories, helpDeskPriorities, helpDeskTickets } from '../../db/schema/help-desk.ts';
import { withTx } from '../../db/tx.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { HttpError } from '../../plugins/errors.ts';
import { closeTicketWithFeedbackRequest } from '../help-desk-feedback/feedback-request.ts';
import { isAssignable } from './assignees.ts';
import { getTicket } from './detail.ts';
import { noticeAssigned, surveyMail } from './notices.ts';
import { requireAgent, ticketFor, type Viewer } from './viewer.ts';

type Change = Omit<TicketUpdate, 'ticketId' | 'concurrencyStamp'>;

const done = (status: string) => status === 'Resolved' || status === 'Closed';

/**
 * Update and Close: the agent's change of category, priority, status and assignee, refused when someone else
 * changed the ticket since the page loaded it (concurrency stamp). Assigning a New ticket opens it; closing opens
 * its feedback survey and mails the requester the link; only a Support Admin moves a Closed ticket.
 */
async function changeTicket(
  db: Db,
  config: Config,
  viewer: Viewer,
  ticketId: number,
  stamp: string,
  change: (current: Change) => Change,
): Promise<TicketDetail> {
  const after = await withTx(db, { userId: viewer.userId }, async (tx) => {
    const access = await ticketFor(tx, viewer, ticketId, true);
    requireAgent(access);
    const { ticket } = access;
    if (ticket.status === 'Draft') throw new HttpError(400, ticketMessages.draftNotEditable);
    if (ticket.concurrencyStamp !== stamp) throw new HttpError(409, ticketMessages.conflict);
    const next = change({
      categoryId: ticket.categoryId,
      priorityId: ticket.priorityId,
      status: ticket.status as QueueStatus,
      assigneeUserId: ticket.assigneeUserId,
    });
    if (ticket.status === 'Closed' && !viewer.isSupportAdmin) {
      throw new HttpError(403, ticketMessages.reopenAdminOnly);
    }
    if (next.categoryId !== ticket.categoryId) {
      const [category] = await tx
        .select({ active: helpDeskCategories.isActive })
        .from(helpDeskCategories)
        .where(eq(helpDeskCategories.id, next.categoryId));
      if (!category?.active) throw new HttpError(400, ticketMessages.unknownCategory);
    }
    if (next.priorityId !== ticket.priorityId) {
      const [priority] = await tx
        .select({ id: helpDeskPriorities.id })
        .from(helpDeskPriorities)
        .where(eq(helpDeskPriorities.id, next.priorityId));
      if (!priority) throw new HttpError(400, ticketMessages.unknownPriority);
    }
    const reassigned = next.assigneeUserId !== ticket.assigneeUserId;
    if (reassigned && next.assigneeUserId !== null && !(await isAssignable(tx, next.assigneeUserId))) {
      throw new HttpError(400, ticketMessages.assigneeNotAgent);
    }
    const status: QueueStatus =
      next.status === 'New' && next.assigneeUserId !== null && ticket.status === 'New' ? 'Open' : next.status;
    const now = new Date();
    const closing = status === 'Closed' && ticket.status !== 'Closed';
    await tx
      .update(helpDeskTickets)
      .set({
        categoryId: next.categoryId,
        priorityId: next.priorityId,
        assigneeUserId: next.assigneeUserId,
        status,
        resolvedAt: done(status) ? (ticket.resolvedAt ?? now) : null,
        closedAt: status === 'Closed' ? ticket.closedAt : null,
        updatedAt: now,
        concurrencyStamp: randomUUID(),
      })
      .where(eq(helpDeskTickets.id, ticketId));
    const emails: Email[] = [];
    if (closing) {
      const guid = await closeTicketWithFeedbackRequest(tx, ticketId);
      emails.push(surveyMail(config, ticket, guid));
    }
    const notices =
      reassigned && next.assigneeUserId !== null
        ? await noticeAssigned(tx, config, ticket, next.assigneeUserId, viewer.userId)
        : [];
    return { emails, notices };
  });
  for (const email of after.emails) await sendEmail(db, config, email, 'staff');
  await sendNotificationEmails(db, config, after.notices);
  return getTicket(db, viewer, ticketId);
}

/** POST …/Update. */
export function updateTicket(db: Db, config: Config, viewer: Viewer, body: TicketUpdate) {
  const { ticketId, concurrencyStamp, ...change } = body;
  return changeTicket(db, config, viewer, ticketId, concurrencyStamp, () => change);
}

/** POST …/Close: the ticket as it is, Closed. */
export function closeTicket(db: Db, config: Config, viewer: Viewer, body: TicketClose) {
  return changeTicket(db, config, viewer, body.ticketId, body.concurrencyStamp, (current) => {
    if (current.status === 'Closed') throw new HttpError(400, ticketMessages.alreadyClosed);
    return { ...current, status: 'Closed' };
  });
}
