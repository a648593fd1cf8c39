import { randomUUID } from 'node:crypto';
import { helpTicketDefaults } from '@homer/contracts/help-desk-public';
import {
  type CreateTicketQuery,
  type SubmitDraft,
  TicketCategory,
  TicketPriority,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilities, userFacilities, users } from '../../db/schema/core.ts';
import {
  helpDeskTicketAttachments,
  helpDeskTicketMessages,
  helpDeskTickets,
} from '../../db/schema/help-desk.ts';
import { withTx } from '../../db/tx.ts';
import { categoryOptions, priorityOptions } from '../../platform/lookups/ticket-options.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { HttpError } from '../../plugins/errors.ts';
import { noticeSubmitted } from './notices.ts';
import { ticketFor, type Viewer } from './viewer.ts';

const t = helpDeskTickets;

/**
 * GET/POST …/CreateTicket (spec document 1 §7): the caller's empty Draft of the same kind (no messages, no
 * attachments), or a new one with the caller as requester. A complaint (request=ciRepackComplaint) is category
 * 8; other drafts hold the public form's default category until submitted.
 */
export async function createDraft(db: Db, viewer: Viewer, query: CreateTicketQuery): Promise<number> {
  const complaint = query.request === 'ciRepackComplaint';
  return withTx(db, { userId: viewer.userId }, async (tx) => {
    // One draft at a time per caller: concurrent clicks take turns here and then find the same draft.
    await tx.execute(sql`select pg_advisory_xact_lock(4712, ${viewer.userId})`);
    const [reusable] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.createdByUserId, viewer.userId),
          eq(t.status, 'Draft'),
          complaint
            ? eq(t.categoryId, TicketCategory.CiRepackComplaint)
            : sql`${t.categoryId} <> ${TicketCategory.CiRepackComplaint}`,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(helpDeskTicketMessages)
              .where(eq(helpDeskTicketMessages.helpDeskTicketId, t.id)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(helpDeskTicketAttachments)
              .where(eq(helpDeskTicketAttachments.helpDeskTicketId, t.id)),
          ),
        ),
      )
      .orderBy(desc(t.id))
      .limit(1);
    if (reusable) return reusable.id;
    const [user] = await tx
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      })
      .from(users)
      .where(eq(users.id, viewer.userId));
    if (!user) throw new Error('the signed-in user has no record');
    const [facility] = await tx
      .select({ id: facilities.id, name: facilities.name })
      .from(userFacilities)
      .innerJoin(facilities, eq(facilities.id, userFacilities.facilityId))
      .where(eq(userFacilities.userId, viewer.userId))
      .orderBy(asc(facilities.name), asc(facilities.id))
      .limit(1);
    const [row] = await tx
      .insert(t)
      .values({
        source: 'Staff',
        status: 'Draft',
        createdByUserId: viewer.userId,
        fullName: `${user.firstName} ${user.lastName}`.slice(0, 250),
        email: user.email,
        phoneNumber: (user.phoneNumber ?? '').slice(0, 21),
        facilityId: facility?.id ?? null,
        facilityName: facility?.name ?? '',
        categoryId: complaint ? TicketCategory.CiRepackComplaint : helpTicketDefaults.categoryId,
        priorityId: TicketPriority.Normal,
        subject: '',
        description: '',
      })
      .returning({ id: t.id });
    if (!row) throw new Error('draft insert returned nothing');
    return row.id;
  });
}

/**
 * POST …/SubmitDraft: the requester's draft becomes New with the public form's subject and description rules;
 * the category comes from HOMER's public list unless the draft is a complaint. The SLA clock starts now, and the
 * Support Admins are notified as for a public ticket.
 */
export async function submitDraft(db: Db, config: Config, viewer: Viewer, body: SubmitDraft): Promise<void> {
  const [categories, priorities] = await Promise.all([categoryOptions(db, 'homer'), priorityOptions(db)]);
  const emails = await withTx(db, { userId: viewer.userId }, async (tx) => {
    const { ticket } = await ticketFor(tx, viewer, body.ticketId, true);
    if (ticket.createdByUserId !== viewer.userId) throw new HttpError(403, ticketMessages.draftRequesterOnly);
    if (ticket.status !== 'Draft') throw new HttpError(400, ticketMessages.notADraft);
    const complaint = ticket.categoryId === TicketCategory.CiRepackComplaint;
    if (!complaint && body.categoryId === undefined)
      throw new HttpError(400, ticketMessages.categoryRequired);
    const categoryId = complaint ? ticket.categoryId : (body.categoryId ?? 0);
    if (!complaint && !categories.some((c) => c.value === categoryId)) {
      throw new HttpError(400, ticketMessages.unknownCategory);
    }
    if (!priorities.some((p) => p.value === body.priorityId)) {
      throw new HttpError(400, ticketMessages.unknownPriority);
    }
    const now = new Date();
    await tx
      .update(t)
      .set({
        status: 'New',
        subject: body.subject,
        description: body.description,
        categoryId,
        priorityId: body.priorityId,
        createdAt: now,
        updatedAt: now,
        concurrencyStamp: randomUUID(),
      })
      .where(eq(t.id, ticket.id));
    return noticeSubmitted(tx, config, { id: ticket.id, subject: body.subject, fullName: ticket.fullName });
  });
  await sendNotificationEmails(db, config, emails);
}
