import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/Account/SsoLogin?email=: the identity provider's sign-in URL in `value`. */
export function getSsoLoginUrl(email: string): Promise<Envelope<string, null>> {
  return apiGet<Envelope<string, null>>('api/Account/SsoLogin', { query: { email } });
}
