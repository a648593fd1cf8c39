import type { TicketSla } from '@homer/contracts/help-desk-tickets';

export type SlaState = {
  overdue: boolean;
  /** What the badge says, in words: overdue must never be told by colour alone. */
  label: string;
  /** The due time the label is about, when there is one still open. */
  dueAt: string | null;
};

/**
 * The SLA line of a ticket, from the server's due times and flags: which target is overdue, else which is next
 * (first response until staff have replied publicly, then resolution), else that the targets were met.
 */
export function slaState(sla: TicketSla): SlaState {
  // Done work is not overdue: it met its targets or it did not.
  if (sla.resolvedAt) {
    const late = sla.firstResponseOverdue || sla.resolutionOverdue;
    return {
      overdue: false,
      label: late ? 'Resolved after the SLA target' : 'Resolved within SLA',
      dueAt: null,
    };
  }
  if (sla.firstResponseOverdue && sla.resolutionOverdue) {
    return { overdue: true, label: 'First response and resolution overdue', dueAt: sla.firstResponseDueAt };
  }
  if (sla.firstResponseOverdue) {
    return { overdue: true, label: 'First response overdue', dueAt: sla.firstResponseDueAt };
  }
  if (sla.resolutionOverdue)
    return { overdue: true, label: 'Resolution overdue', dueAt: sla.resolutionDueAt };
  if (!sla.firstRespondedAt) {
    return { overdue: false, label: 'First response due', dueAt: sla.firstResponseDueAt };
  }
  return { overdue: false, label: 'Resolution due', dueAt: sla.resolutionDueAt };
}

/** Whether a queue row gets the overdue colour and badge: open work past a target. */
export function isSlaOverdue(sla: TicketSla): boolean {
  return slaState(sla).overdue;
}

/** How far a due time is from now, as a person says it: 'in 3 h 20 min', '2 d 4 h ago'. */
export function dueDistance(dueAt: string, now: Date = new Date()): string {
  const minutes = Math.round((new Date(dueAt).getTime() - now.getTime()) / 60_000);
  const total = Math.abs(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const parts =
    days > 0 ? [`${days} d`, hours > 0 ? `${hours} h` : ''] : [hours > 0 ? `${hours} h` : '', `${mins} min`];
  const span = parts.filter(Boolean).join(' ');
  return minutes >= 0 ? `in ${span}` : `${span} ago`;
}
