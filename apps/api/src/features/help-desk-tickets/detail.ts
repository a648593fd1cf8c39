import {
  type AttachmentContentType,
  TicketCategory,
  type TicketDetail,
  type TicketPermissions,
  type TicketStatus,
} from '@homer/contracts/help-desk-tickets';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { isoText } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import {
  helpDeskCategories,
  helpDeskFeedback,
  helpDeskPriorities,
  helpDeskTicketAttachments,
  helpDeskTicketMessages,
  helpDeskTickets,
} from '../../db/schema/help-desk.ts';
import { slaColumns } from '../../platform/help-desk/ticket-sla.ts';
import { type TicketAccess, type TicketRecord, ticketFor, type Viewer } from './viewer.ts';

const t = helpDeskTickets;
const assignee = alias(users, 'assignee');

/** What the viewer may do with the ticket; every command checks the same rules again (decision 051). */
export function permissionsOf(viewer: Viewer, access: TicketAccess): TicketPermissions {
  const { ticket, asAgent } = access;
  const status = ticket.status as TicketStatus;
  const draft = status === 'Draft';
  const closed = status === 'Closed';
  const canEdit = asAgent && !draft && (!closed || viewer.isSupportAdmin);
  return {
    canEdit,
    canAssign: canEdit,
    canClose: asAgent && !draft && !closed,
    canReopen: asAgent && closed && viewer.isSupportAdmin,
    canCreateAccount:
      asAgent &&
      viewer.canCreateUsers &&
      ticket.categoryId === TicketCategory.AccountRegistration &&
      ticket.createdAccountUserId === null &&
      !draft &&
      !closed,
    isRequesterView: !asAgent,
    canAddInternalNote: asAgent && !draft,
    canReply: !draft && !closed,
    canUpload: !closed,
    canSubmitDraft: draft && ticket.createdByUserId === viewer.userId,
    canViewHistory: asAgent,
  };
}

/** A ticket's messages or attachments; the internal ones only for staff. */
function ofTicket(
  table: { helpDeskTicketId: PgColumn; isInternal: PgColumn },
  ticketId: number,
  withInternal: boolean,
) {
  return and(eq(table.helpDeskTicketId, ticketId), withInternal ? undefined : eq(table.isInternal, false));
}

/** The conversation, oldest first; internal notes only for staff. */
export async function conversationOf(db: Queryable, ticketId: number, withInternal: boolean) {
  const m = helpDeskTicketMessages;
  return db
    .select({
      id: m.id,
      body: m.body,
      isInternal: m.isInternal,
      authorName: m.authorName,
      authorKind: m.authorKind,
      createdAt: isoText(m.createdAt),
    })
    .from(m)
    .where(ofTicket(m, ticketId, withInternal))
    .orderBy(asc(m.id));
}

export async function attachmentsOf(db: Queryable, viewer: Viewer, ticketId: number, withInternal: boolean) {
  const a = helpDeskTicketAttachments;
  const rows = await db
    .select({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
      isInternal: a.isInternal,
      uploadedByName: a.uploadedByName,
      uploadedByUserId: a.uploadedByUserId,
      uploadedAt: isoText(a.createdAt),
    })
    .from(a)
    .where(ofTicket(a, ticketId, withInternal))
    .orderBy(asc(a.id));
  return rows.map(({ uploadedByUserId, ...row }) => ({
    ...row,
    contentType: row.contentType as AttachmentContentType,
    canDelete: uploadedByUserId === viewer.userId || viewer.isSupportAdmin,
  }));
}

/** The ticket page's model for a viewer who may open the ticket (ticketFor decided). */
export async function ticketDetailFor(
  db: Queryable,
  viewer: Viewer,
  access: TicketAccess,
): Promise<TicketDetail> {
  const id = access.ticket.id;
  const withInternal = access.asAgent;
  const [[row], conversation, attachments, [feedback]] = await Promise.all([
    db
      .select({
        categoryName: helpDeskCategories.name,
        priorityName: helpDeskPriorities.name,
        assigneeName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
        createdAt: isoText(t.createdAt),
        updatedAt: isoText(t.updatedAt),
        closedAt: sql<
          string | null
        >`case when ${t.closedAt} is null then null else ${isoText(sql`${t.closedAt}`)} end`,
        ...slaColumns,
      })
      .from(t)
      .innerJoin(helpDeskPriorities, eq(helpDeskPriorities.id, t.priorityId))
      .innerJoin(helpDeskCategories, eq(helpDeskCategories.id, t.categoryId))
      .leftJoin(assignee, eq(assignee.id, t.assigneeUserId))
      .where(eq(t.id, id)),
    conversationOf(db, id, withInternal),
    attachmentsOf(db, viewer, id, withInternal),
    db
      .select({
        rating: helpDeskFeedback.rating,
        comment: helpDeskFeedback.comment,
        submittedAt: isoText(helpDeskFeedback.submittedAt),
      })
      .from(helpDeskFeedback)
      .where(and(eq(helpDeskFeedback.helpDeskTicketId, id), isNotNull(helpDeskFeedback.submittedAt))),
  ]);
  if (!row) throw new Error('ticket vanished while it was read');
  const ticket: TicketRecord = access.ticket;
  return {
    id,
    status: ticket.status as TicketStatus,
    source: ticket.source,
    requesterUserId: ticket.createdByUserId,
    requesterName: ticket.fullName,
    requesterEmail: ticket.email,
    requesterPhone: ticket.phoneNumber,
    facilityId: ticket.facilityId,
    facilityName: ticket.facilityName,
    categoryId: ticket.categoryId,
    categoryName: row.categoryName,
    priorityId: ticket.priorityId,
    priorityName: row.priorityName,
    assigneeUserId: ticket.assigneeUserId,
    assigneeName: row.assigneeName,
    subject: ticket.subject,
    description: ticket.description,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt,
    createdAccountUserId: ticket.createdAccountUserId,
    conversation,
    attachments,
    feedback:
      feedback && feedback.rating !== null
        ? { rating: feedback.rating, comment: feedback.comment ?? '', submittedAt: feedback.submittedAt }
        : null,
    sla: {
      firstResponseDueAt: row.firstResponseDueAt,
      firstRespondedAt: row.firstRespondedAt,
      firstResponseOverdue: row.firstResponseOverdue,
      resolutionDueAt: row.resolutionDueAt,
      resolvedAt: row.resolvedAt,
      resolutionOverdue: row.resolutionOverdue,
    },
    concurrencyStamp: ticket.concurrencyStamp,
    permissions: permissionsOf(viewer, access),
  };
}

/** GET …/GetTicket: 404 missing, 403 neither agent nor requester. */
export async function getTicket(db: Queryable, viewer: Viewer, ticketId: number): Promise<TicketDetail> {
  return ticketDetailFor(db, viewer, await ticketFor(db, viewer, ticketId));
}
