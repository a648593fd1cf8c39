import type { Envelope } from '@homer/contracts/envelope';
import type { FeedbackSave } from '@homer/contracts/help-desk-public';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/HelpDesk/HelpDeskFeedback/Save. A 400 is shown on the survey itself. */
function saveFeedback(body: FeedbackSave): Promise<Envelope<null, null>> {
  return apiPost('api/HelpDesk/HelpDeskFeedback/Save', { body, skipErrorHandling: [400] });
}

export function useSaveFeedback() {
  return useMutation({ mutationFn: saveFeedback });
}
