import type { Envelope } from '@homer/contracts/envelope';
import { type PatientApplicationSave, rxApplicationPaths } from '@homer/contracts/rx-patient-application';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/**
 * POST api/PublicPatientApplication/Save: `value` is the reference number (RXA-000123) and `message` the
 * confirmation that quotes it. A refused form (400) is shown on the page.
 */
function savePatientApplication(body: PatientApplicationSave): Promise<Envelope<string, null>> {
  return apiPost(rxApplicationPaths.save, { body, skipErrorHandling: [400, 429] });
}

export function useSavePatientApplication() {
  return useMutation({ mutationFn: savePatientApplication });
}
