import type { LoginRequest, LoginValue } from '@homer/contracts/account';
import type { Envelope } from '@homer/contracts/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Account/Login. A 429 (too many attempts) is shown on the form, so the client leaves it alone. */
function login(body: LoginRequest): Promise<Envelope<LoginValue, null>> {
  return apiPost<Envelope<LoginValue, null>>('api/Account/Login', { body, skipErrorHandling: [429] });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
