import type { Envelope } from '@homer/contracts/envelope';
import type { DonorSaveRequest } from '@homer/contracts/rx-connects';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/PublicDonorRegistration/SaveDonor/. A refused form (400) is shown on the page. */
function saveDonor(body: DonorSaveRequest): Promise<Envelope<number, null>> {
  return apiPost('api/PublicDonorRegistration/SaveDonor/', { body, skipErrorHandling: [400, 429] });
}

export function useSaveDonor() {
  return useMutation({ mutationFn: saveDonor });
}
