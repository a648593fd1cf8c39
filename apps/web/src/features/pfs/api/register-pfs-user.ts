import type { Envelope } from '@homer/contracts/envelope';
import type { PfsRegistrationSubmit } from '@homer/contracts/pfs';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/PublicPfsRegister/RegisterPfsUser. A 400 is shown on the form itself. */
function registerPfsUser(body: PfsRegistrationSubmit): Promise<Envelope<number, null>> {
  return apiPost('api/PublicPfsRegister/RegisterPfsUser', { body, skipErrorHandling: [400] });
}

export function useRegisterPfsUser() {
  return useMutation({ mutationFn: registerPfsUser });
}
