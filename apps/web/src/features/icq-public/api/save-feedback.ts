import type { Envelope } from '@homer/contracts/envelope';
import type { IcqFeedbackSaveRequest } from '@homer/contracts/icq';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Icq/IcqReview/SaveFeedback. A refusal is shown by the page. */
function saveFeedback(body: IcqFeedbackSaveRequest): Promise<Envelope<null, null>> {
  return apiPost('api/Icq/IcqReview/SaveFeedback', { body, skipErrorHandling: [400, 429] });
}

export function useSaveFeedback() {
  return useMutation({ mutationFn: saveFeedback });
}
