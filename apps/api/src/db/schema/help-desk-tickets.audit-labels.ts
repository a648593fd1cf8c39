import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { facilityRef, userRef } from './core.audit-labels.ts';
import {
  helpDeskCategories,
  helpDeskPriorities,
  helpDeskTicketAttachments,
  helpDeskTicketMessages,
  helpDeskTickets,
} from './help-desk.ts';

const ticketRef = auditRef(
  'help_desk_tickets',
  'Help Desk Ticket',
  helpDeskTickets,
  helpDeskTickets.id,
  sql`'Ticket #' || ${helpDeskTickets.id} || ': ' || ${helpDeskTickets.subject}`,
);
const categoryRef = auditRef(
  'help_desk_categories',
  'Help Desk Category',
  helpDeskCategories,
  helpDeskCategories.id,
  sql`${helpDeskCategories.name}`,
);
const priorityRef = auditRef(
  'help_desk_priorities',
  'Help Desk Priority',
  helpDeskPriorities,
  helpDeskPriorities.id,
  sql`${helpDeskPriorities.name}`,
);

/** How the Global Audit List reads tickets, their messages and attachments (migration 0030, decision 051). */
export const auditLabels = [
  auditTableLabels(
    helpDeskTickets,
    {
      id: 'ID',
      fullName: 'Requester Name',
      email: 'Requester Email',
      phoneNumber: 'Requester Phone',
      facilityId: { label: 'Facility', ref: facilityRef },
      categoryId: { label: 'Category', ref: categoryRef },
      priorityId: { label: 'Priority', ref: priorityRef },
      createdByUserId: { label: 'Requester', ref: userRef },
      assigneeUserId: { label: 'Assignee', ref: userRef },
      createdAccountUserId: { label: 'Created Account', ref: userRef },
      firstRespondedAt: 'First Response',
      resolvedAt: 'Resolved',
      closedAt: 'Closed',
    },
    ticketRef,
  ),
  auditTableLabels(
    helpDeskTicketMessages,
    {
      helpDeskTicketId: { label: 'Ticket', ref: ticketRef },
      authorUserId: { label: 'Author', ref: userRef },
      authorKind: 'Author Kind',
      authorName: 'Author Name',
      body: 'Message',
      isInternal: 'Internal Note',
    },
    ticketRef,
  ),
  auditTableLabels(
    helpDeskTicketAttachments,
    {
      helpDeskTicketId: { label: 'Ticket', ref: ticketRef },
      fileName: 'File Name',
      contentType: 'File Type',
      sizeBytes: 'Size (bytes)',
      isInternal: 'Internal',
      uploadedByUserId: { label: 'Uploaded By', ref: userRef },
      uploadedByName: 'Uploaded By Name',
    },
    ticketRef,
  ),
];
