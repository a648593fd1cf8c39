import { eq, sql } from 'drizzle-orm';
import { helpDeskFeedback, helpDeskTickets } from '../../db/schema/help-desk.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Closes a ticket and opens its feedback survey, at /support/tickets/feedback/{ticketId}/{guid}; returns the
 * guid for the closing email's link. The staff ticket screens call this when they close a ticket; until they
 * exist only the demo seed does (which passes fixed guids so the demo links stay the same).
 */
export async function closeTicketWithFeedbackRequest(
  tx: Tx,
  ticketId: number,
  guid?: string,
): Promise<string> {
  await tx
    .update(helpDeskTickets)
    // A ticket closed without passing through Resolved is resolved now, for its SLA (decision 051).
    .set({
      status: 'Closed',
      closedAt: new Date(),
      resolvedAt: sql`coalesce(${helpDeskTickets.resolvedAt}, now())`,
    })
    .where(eq(helpDeskTickets.id, ticketId));
  const [row] = await tx
    .insert(helpDeskFeedback)
    .values({ helpDeskTicketId: ticketId, ...(guid ? { guid } : {}) })
    .onConflictDoUpdate({ target: helpDeskFeedback.helpDeskTicketId, set: { helpDeskTicketId: ticketId } })
    .returning({ guid: helpDeskFeedback.guid });
  if (!row) throw new Error('feedback request insert returned nothing');
  return row.guid;
}
