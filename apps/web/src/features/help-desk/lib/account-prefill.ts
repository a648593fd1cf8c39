import type { TicketDetail } from '@homer/contracts/help-desk-tickets';

type Prefill = { firstName: string; lastName: string; userName: string; email: string; phoneNumber: string };

/**
 * The Create User fields an account request already answers: the full name split at its first space (the
 * first word is the first name), the email as both email and user name, the phone.
 */
export function accountPrefill(
  ticket: Pick<TicketDetail, 'requesterName' | 'requesterEmail' | 'requesterPhone'>,
): Prefill {
  const name = ticket.requesterName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return {
    firstName: space < 0 ? name : name.slice(0, space),
    lastName: space < 0 ? '' : name.slice(space + 1),
    userName: ticket.requesterEmail,
    email: ticket.requesterEmail,
    phoneNumber: ticket.requesterPhone,
  };
}
