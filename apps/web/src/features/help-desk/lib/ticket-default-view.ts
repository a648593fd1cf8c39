import type { TicketView, TicketViewCounts } from '@homer/contracts/help-desk-tickets';

/**
 * The view the queue opens on: the agent's own open tickets when there are any, else the unassigned ones waiting
 * for someone, else (a Support Admin) every ticket; an agent with nothing in either view still opens on their own.
 * Without counts (they failed to load) it is My tickets, as before counts existed.
 */
export function defaultTicketView(counts: TicketViewCounts | undefined, isSupportAdmin: boolean): TicketView {
  if (!counts || counts.mine > 0) return 'mine';
  if (counts.unassigned > 0) return 'unassigned';
  return isSupportAdmin && (counts.all ?? 0) > 0 ? 'all' : 'mine';
}
