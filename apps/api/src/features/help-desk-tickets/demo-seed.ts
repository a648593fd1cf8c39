import { eq } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { facilities, users } from '../../db/schema/core.ts';
import {
  helpDeskTicketAttachments,
  helpDeskTicketMessages,
  helpDeskTickets,
} from '../../db/schema/help-desk.ts';
import type { Tx } from '../../db/tx.ts';
import { closeTicketWithFeedbackRequest } from '../help-desk-feedback/feedback-request.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

// A 1×1 PNG: the demo's screenshot attachment.
const screenshot = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type DemoTicket = {
  subject: string;
  status: 'New' | 'Open' | 'Pending' | 'Resolved' | 'Closed';
  categoryId: number;
  priorityId: number;
  ageHours: number;
  assigned: boolean;
  source?: string;
  /** [staff?, body, internal?] */
  messages?: [boolean, string, boolean?][];
  attachment?: boolean;
};

const demoTickets: DemoTicket[] = [
  {
    subject: 'Password reset email never arrives',
    status: 'New',
    categoryId: 4,
    priorityId: 1,
    ageHours: 2,
    assigned: false,
  },
  {
    subject: 'Please create a HOMER account for our new pharmacist',
    status: 'New',
    categoryId: 5,
    priorityId: 2,
    ageHours: 30,
    assigned: false,
    source: 'Registration',
  },
  {
    subject: 'Inventory report shows the wrong totals',
    status: 'Open',
    categoryId: 2,
    priorityId: 1,
    ageHours: 6,
    assigned: true,
    messages: [
      [true, 'Thank you, we are looking into it. Which report and which dates?'],
      [false, 'The monthly report for March; the screenshot is attached.'],
      [true, 'Reproduced with the March data; the totals skip returned items.', true],
    ],
    attachment: true,
  },
  {
    subject: 'Feature request: export the NDC directory',
    status: 'Pending',
    categoryId: 3,
    priorityId: 3,
    ageHours: 50,
    assigned: true,
    messages: [[true, 'We have passed this on to the product team and will let you know.']],
  },
  {
    subject: 'How do I change my facility?',
    status: 'Resolved',
    categoryId: 7,
    priorityId: 2,
    ageHours: 80,
    assigned: true,
    messages: [
      [true, 'A user administrator changes it on your user record; we have done it for you.'],
      [false, 'Thank you, that worked.'],
    ],
  },
  {
    subject: 'Label printer prints blank labels',
    status: 'Closed',
    categoryId: 1,
    priorityId: 2,
    ageHours: 200,
    assigned: true,
    messages: [[true, 'The driver update fixed it; closing the ticket.']],
  },
];

/**
 * Support Desk back office demo (decision 051): a ticket in every status, messages and an internal note, an account
 * request and an attachment, assigned to the demo help-desk user ('user'); and a draft complaint of the technician.
 */
async function seedHelpDeskTicketsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const facilityId = demo.facilityIds[0];
  const agentId = demo.userIds.user;
  if (facilityId === undefined || agentId === undefined) return;
  const [facility] = await tx
    .select({ name: facilities.name })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  const facilityName = facility?.name ?? 'Central Pharmacy';
  for (const ticket of demoTickets) {
    const createdAt = hoursAgo(ticket.ageHours);
    const done = ticket.status === 'Resolved' || ticket.status === 'Closed';
    const staffReply = ticket.messages?.some(([staff, , internal]) => staff && !internal);
    const [row] = await tx
      .insert(helpDeskTickets)
      .values({
        source: ticket.source ?? 'PFS',
        status: ticket.status === 'Closed' ? 'Resolved' : ticket.status,
        fullName: 'Jordan Rivera',
        email: 'jordan.rivera@pfs.example.com',
        phoneNumber: '850-555-0177',
        facilityId,
        facilityName,
        categoryId: ticket.categoryId,
        priorityId: ticket.priorityId,
        subject: ticket.subject,
        description: 'Submitted through the public support form.',
        assigneeUserId: ticket.assigned ? agentId : null,
        createdAt,
        updatedAt: hoursAgo(ticket.ageHours / 2),
        firstRespondedAt: staffReply ? hoursAgo(ticket.ageHours - 1) : null,
        resolvedAt: done ? hoursAgo(ticket.ageHours / 3) : null,
      })
      .returning({ id: helpDeskTickets.id });
    if (!row) throw new Error('demo ticket insert returned nothing');
    for (const [index, [staff, body, internal]] of (ticket.messages ?? []).entries()) {
      await tx.insert(helpDeskTicketMessages).values({
        helpDeskTicketId: row.id,
        authorUserId: staff ? agentId : null,
        authorKind: staff ? 'staff' : 'requester',
        authorName: staff ? 'Uma User' : 'Jordan Rivera',
        body,
        isInternal: internal ?? false,
        createdAt: hoursAgo(ticket.ageHours - 1 - index),
      });
    }
    if (ticket.attachment) {
      await tx.insert(helpDeskTicketAttachments).values({
        helpDeskTicketId: row.id,
        fileName: 'march-report.png',
        contentType: 'image/png',
        sizeBytes: screenshot.length,
        content: screenshot,
        uploadedByName: 'Jordan Rivera',
      });
    }
    if (ticket.status === 'Closed') await closeTicketWithFeedbackRequest(tx, row.id);
  }
  const technicianId = demo.userIds.technician;
  const [technician] =
    technicianId === undefined
      ? []
      : await tx
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, technicianId));
  if (technician) {
    await tx.insert(helpDeskTickets).values({
      source: 'Staff',
      status: 'Draft',
      createdByUserId: technicianId,
      fullName: `${technician.firstName} ${technician.lastName}`,
      email: technician.email,
      phoneNumber: '',
      facilityId,
      facilityName,
      categoryId: 8,
      priorityId: 2,
      subject: '',
      description: '',
    });
  }
}

export const demoSeed: AreaDemoSeed = { area: 'help-desk-tickets', after: [], seed: seedHelpDeskTicketsDemo };
