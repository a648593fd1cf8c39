import type { Envelope } from '@homer/contracts/envelope';
import type { HelpTicketSubmit } from '@homer/contracts/help-desk-public';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/PublicPfsHelpTicket/SubmitPfsHelpTicket (both modes). A 400 is shown on the form itself. */
function submitHelpTicket(body: HelpTicketSubmit): Promise<Envelope<number, null>> {
  return apiPost('api/PublicPfsHelpTicket/SubmitPfsHelpTicket', { body, skipErrorHandling: [400] });
}

export function useSubmitHelpTicket() {
  return useMutation({ mutationFn: submitHelpTicket });
}
