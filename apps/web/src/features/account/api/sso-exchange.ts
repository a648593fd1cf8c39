import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Account/SsoExchange: the callback's one-time code becomes the session token. */
export function exchangeSsoCode(userId: number, code: string): Promise<Envelope<{ token: string }, null>> {
  return apiPost<Envelope<{ token: string }, null>>('api/Account/SsoExchange', {
    body: { userId, code },
    skipErrorHandling: [401],
  });
}
