import { can, Module, Role } from '@homer/contracts/access';
import { ticketMessages } from '@homer/contracts/help-desk-tickets';
import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { helpDeskTickets } from '../../db/schema/help-desk.ts';
import { isUserAdmin } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

/** Spec document 1 §6: an agent holds HelpDesk at User or above, a Support Admin at SystemAdmin. */
export const agentAccess = { module: Module.HelpDesk, minRole: Role.User } as const;
export const supportAdminAccess = { module: Module.HelpDesk, minRole: Role.SystemAdmin } as const;

export type Viewer = {
  userId: number;
  name: string;
  firstName: string;
  isAgent: boolean;
  isSupportAdmin: boolean;
  /** userCreate's access (Admin at UserAdmin or SystemAdmin). */
  canCreateUsers: boolean;
};

export function viewerOf(auth: Auth): Viewer {
  const { access } = auth.user;
  return {
    userId: auth.user.id,
    name: `${auth.user.firstName} ${auth.user.lastName}`,
    firstName: auth.user.firstName,
    isAgent: can(access, agentAccess.module, agentAccess.minRole),
    isSupportAdmin: can(access, supportAdminAccess.module, supportAdminAccess.minRole),
    canCreateUsers: isUserAdmin(access),
  };
}

export type TicketRecord = typeof helpDeskTickets.$inferSelect;

/** How the viewer reaches a ticket: as an agent (any ticket) or as its requester (their own only). */
export type TicketAccess = { ticket: TicketRecord; asAgent: boolean };

/**
 * The ticket, or 404 when it does not exist and 403 when the viewer is neither an agent nor its requester.
 * `forUpdate` locks the row for the rest of the caller's transaction, so two changes of one ticket take turns.
 */
export async function ticketFor(
  db: Queryable,
  viewer: Viewer,
  ticketId: number,
  forUpdate = false,
): Promise<TicketAccess> {
  const query = db.select().from(helpDeskTickets).where(eq(helpDeskTickets.id, ticketId));
  const [ticket] = forUpdate ? await query.for('update') : await query;
  if (!ticket) throw new HttpError(404, ticketMessages.notFound);
  if (viewer.isAgent) return { ticket, asAgent: true };
  if (ticket.createdByUserId === viewer.userId) return { ticket, asAgent: false };
  throw new HttpError(403, messages.accessDenied);
}

/** Agents only (the requester's own ticket does not make them staff). */
export function requireAgent(access: TicketAccess): void {
  if (!access.asAgent) throw new HttpError(403, messages.accessDenied);
}
