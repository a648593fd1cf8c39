import type { Envelope } from '@homer/contracts/envelope';
import type { RegisterHomerUser } from '@homer/contracts/pfs';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/PublicHomerRegister/RegisterHomerUser. A 400 is shown on the page itself. */
function registerHomerUser(body: RegisterHomerUser): Promise<Envelope<number, null>> {
  return apiPost('api/PublicHomerRegister/RegisterHomerUser', { body, skipErrorHandling: [400] });
}

export function useRegisterHomerUser() {
  return useMutation({ mutationFn: registerHomerUser });
}
