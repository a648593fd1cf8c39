import { type QueueStatus, queueStatuses, type TicketStatus } from '@homer/contracts/help-desk-tickets';

type Rights = { canClose: boolean; canReopen: boolean };

/**
 * The statuses the status select offers: a Draft has none (its requester submits it); a Closed ticket stays
 * Closed unless the viewer may reopen it; Closed itself is offered only to those who may close.
 */
export function statusChoices(current: TicketStatus, rights: Rights): QueueStatus[] {
  if (current === 'Draft') return [];
  if (current === 'Closed') return rights.canReopen ? [...queueStatuses] : ['Closed'];
  return queueStatuses.filter((s) => s !== 'Closed' || rights.canClose);
}

/** Badge colours that keep white text readable (WCAG AA); the status word itself is always shown. */
export const statusColours: Record<TicketStatus, string> = {
  Draft: 'gray.7',
  New: 'blue.8',
  Open: 'teal.9',
  Pending: 'grape.9',
  Resolved: 'cyan.9',
  Closed: 'dark.5',
};
