import { randomUUID } from 'node:crypto';
import {
  type CreateAccountFromRequest,
  TicketCategory,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { helpDeskTicketMessages, helpDeskTickets } from '../../db/schema/help-desk.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { createUser } from '../../platform/user-accounts/create.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireAgent, type TicketAccess, ticketFor, type Viewer } from './viewer.ts';

function checkAccountRequest(viewer: Viewer, access: TicketAccess): void {
  requireAgent(access);
  if (!viewer.canCreateUsers) throw new HttpError(403, messages.accessDenied);
  const { ticket } = access;
  if (ticket.categoryId !== TicketCategory.AccountRegistration || ticket.status === 'Draft') {
    throw new HttpError(400, ticketMessages.notAccountRequest);
  }
  if (ticket.createdAccountUserId !== null) throw new HttpError(400, ticketMessages.accountAlreadyCreated);
  if (ticket.status === 'Closed') throw new HttpError(400, ticketMessages.reopenAdminOnly);
}

/**
 * POST …/CreateAccountFromRequest: the account through Create User (its checks, its welcome email); in the same
 * transaction the ticket, locked and checked again, records it, gets an internal note and is Resolved. Either all
 * of it is stored or none: a second administrator at the same moment, or a ticket closed meanwhile, creates nobody.
 */
export async function createAccountFromRequest(
  db: Db,
  config: Config,
  auth: Auth,
  viewer: Viewer,
  body: CreateAccountFromRequest,
): Promise<number> {
  checkAccountRequest(viewer, await ticketFor(db, viewer, body.ticketId));
  const { ticketId, ...user } = body;
  return createUser(db, config, auth, user, async (tx, userId) => {
    const access = await ticketFor(tx, viewer, ticketId, true);
    checkAccountRequest(viewer, access);
    const now = new Date();
    await tx
      .update(helpDeskTickets)
      .set({
        createdAccountUserId: userId,
        status: 'Resolved',
        resolvedAt: access.ticket.resolvedAt ?? now,
        updatedAt: now,
        concurrencyStamp: randomUUID(),
      })
      .where(eq(helpDeskTickets.id, ticketId));
    await tx.insert(helpDeskTicketMessages).values({
      helpDeskTicketId: ticketId,
      authorUserId: viewer.userId,
      authorKind: 'staff',
      authorName: viewer.name,
      body: `Created user account ${user.userName} (#${userId}) with ${user.module} access as ${user.role}; a welcome email was sent to ${user.email}.`,
      isInternal: true,
    });
  });
}
