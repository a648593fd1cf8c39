import type { Envelope } from '@homer/contracts/envelope';
import {
  type CreateAccountFromRequest,
  helpDeskTicketPaths as paths,
  type SubmitDraft,
  type TicketAddMessage,
  type TicketClose,
  type TicketMessage,
  type TicketUpdate,
} from '@homer/contracts/help-desk-tickets';
import { apiPost } from '../../../shared/lib/api-client.ts';

// Refusals (400 a rule, 403 a right this ticket needs, 404 gone, 409 someone else's change) carry their own
// message, which the form that sent them tells.
const formRefusals = [400, 403, 404, 409] as const;

/** POST …/Update: category, priority, status and assignee. */
export function updateTicket(body: TicketUpdate) {
  return apiPost<Envelope<null, null>>(paths.update, { body, skipErrorHandling: formRefusals });
}

/** POST …/Close: Closed, and the survey mail to the requester. */
export function closeTicket(body: TicketClose) {
  return apiPost<Envelope<null, null>>(paths.close, { body, skipErrorHandling: formRefusals });
}

/** POST …/AddMessage: a public reply or an internal note. */
export function addTicketMessage(body: TicketAddMessage) {
  return apiPost<Envelope<TicketMessage, null>>(paths.addMessage, { body, skipErrorHandling: formRefusals });
}

/** POST …/DeleteAttachment. */
export function deleteTicketAttachment(id: number) {
  return apiPost<Envelope<null, null>>(paths.deleteAttachment, {
    body: { id },
    skipErrorHandling: formRefusals,
  });
}

/** POST …/SubmitDraft: Draft → New. */
export function submitDraft(body: SubmitDraft) {
  return apiPost<Envelope<null, null>>(paths.submitDraft, { body, skipErrorHandling: formRefusals });
}

/** POST …/CreateAccountFromRequest: value = the new user's id. */
export function createAccountFromRequest(body: CreateAccountFromRequest) {
  return apiPost<Envelope<number, null>>(paths.createAccount, { body, skipErrorHandling: [400, 403, 404] });
}
