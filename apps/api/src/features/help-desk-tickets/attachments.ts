import { type TicketAttachment, ticketLimits, ticketMessages } from '@homer/contracts/help-desk-tickets';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { helpDeskTicketAttachments } from '../../db/schema/help-desk.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { attachmentsOf } from './detail.ts';
import { type TicketAccess, type TicketRecord, ticketFor, type Viewer } from './viewer.ts';

/** Who may attach to the ticket at all (checked before the file is read, and again when it is stored). */
export function checkMayAttach(access: TicketAccess, isInternal: boolean): void {
  if (isInternal && !access.asAgent) throw new HttpError(403, ticketMessages.internalNotesStaffOnly);
  if (access.ticket.status === 'Closed') throw new HttpError(400, ticketMessages.attachmentClosedTicket);
}

/** Stores a checked file: at most ticketLimits.attachmentsPerTicket per ticket, counted under the ticket's lock. */
export async function storeAttachment(
  db: Db,
  viewer: Viewer,
  ticketId: number,
  file: { fileName: string; contentType: string; content: Buffer; isInternal: boolean },
): Promise<TicketAttachment> {
  const id = await withTx(db, { userId: viewer.userId }, async (tx) => {
    const access = await ticketFor(tx, viewer, ticketId, true);
    checkMayAttach(access, file.isInternal);
    const [held] = await tx
      .select({ n: count() })
      .from(helpDeskTicketAttachments)
      .where(eq(helpDeskTicketAttachments.helpDeskTicketId, ticketId));
    if ((held?.n ?? 0) >= ticketLimits.attachmentsPerTicket) {
      throw new HttpError(400, ticketMessages.attachmentTooMany);
    }
    const [row] = await tx
      .insert(helpDeskTicketAttachments)
      .values({
        helpDeskTicketId: ticketId,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.content.length,
        content: file.content,
        isInternal: file.isInternal,
        uploadedByUserId: viewer.userId,
        uploadedByName: access.asAgent ? viewer.name : access.ticket.fullName,
      })
      .returning({ id: helpDeskTicketAttachments.id });
    if (!row) throw new Error('attachment insert returned nothing');
    return row.id;
  });
  const all = await attachmentsOf(db, viewer, ticketId, true);
  const stored = all.find((a) => a.id === id);
  if (!stored) throw new Error('the stored attachment could not be read back');
  return stored;
}

type Located = { attachment: typeof helpDeskTicketAttachments.$inferSelect; ticket: TicketRecord };

/** The attachment, if the viewer may reach it: agents any, the requester their ticket's public ones (else 404). */
async function attachmentFor(db: Db, viewer: Viewer, id: number): Promise<Located & { asAgent: boolean }> {
  const [attachment] = await db
    .select()
    .from(helpDeskTicketAttachments)
    .where(eq(helpDeskTicketAttachments.id, id));
  if (!attachment) throw new HttpError(404, ticketMessages.attachmentNotFound);
  const access = await ticketFor(db, viewer, attachment.helpDeskTicketId);
  if (!access.asAgent && attachment.isInternal) throw new HttpError(404, ticketMessages.attachmentNotFound);
  return { attachment, ticket: access.ticket, asAgent: access.asAgent };
}

export async function downloadAttachment(db: Db, viewer: Viewer, id: number) {
  return (await attachmentFor(db, viewer, id)).attachment;
}

/** POST …/DeleteAttachment: the uploader or a Support Admin. */
export async function deleteAttachment(db: Db, viewer: Viewer, id: number): Promise<void> {
  const { attachment } = await attachmentFor(db, viewer, id);
  if (attachment.uploadedByUserId !== viewer.userId && !viewer.isSupportAdmin) {
    throw new HttpError(403, ticketMessages.attachmentDeleteDenied);
  }
  await withTx(db, { userId: viewer.userId }, (tx) =>
    tx
      .delete(helpDeskTicketAttachments)
      .where(
        and(
          eq(helpDeskTicketAttachments.id, id),
          eq(helpDeskTicketAttachments.helpDeskTicketId, attachment.helpDeskTicketId),
        ),
      ),
  );
}
