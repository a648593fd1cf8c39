import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Queryable } from '../../db/pool.ts';
import { requireAgent, ticketFor, type Viewer } from './viewer.ts';

/** The tables audited under a ticket (migration 0030), and how their fields read in the ticket's history. */
const prefixes: Record<string, string> = {
  help_desk_tickets: '',
  help_desk_ticket_messages: 'Message: ',
  help_desk_ticket_attachments: 'Attachment: ',
};

/** GET …/GetHistory: the ticket's audit trail, newest first: its fields, messages, attachments and assignments. */
export async function ticketHistory(
  db: Queryable,
  viewer: Viewer,
  ticketId: number,
): Promise<EntityAuditRow[]> {
  requireAgent(await ticketFor(db, viewer, ticketId));
  return entityAuditHistory(db, prefixes, ticketId, 1000);
}
