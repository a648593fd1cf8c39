import type { LoginRequest, LoginValue } from '@homer/contracts/account';
import type { Envelope } from '@homer/contracts/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/**
 * POST api/Account/Login (optionally ?fingerprintSuccess=true with the ticket whose fingerprint the server
 * matched). A 429 (too many attempts) and a 401 (sign-in step expired) are shown on the form.
 */
export function login(body: LoginRequest, fingerprintSuccess = false): Promise<Envelope<LoginValue, null>> {
  return apiPost<Envelope<LoginValue, null>>('api/Account/Login', {
    body,
    query: fingerprintSuccess ? { fingerprintSuccess: true } : undefined,
    skipErrorHandling: [401, 429],
  });
}

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest) => login(body) });
}
