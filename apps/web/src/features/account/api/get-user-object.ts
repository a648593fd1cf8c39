import type { LoginValue } from '@homer/contracts/account';
import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/Account/GetUserObjectFromId?userId=: the signed-in user's login result (completes an SSO sign-in). */
export function getUserObject(userId: number): Promise<Envelope<LoginValue, null>> {
  return apiGet<Envelope<LoginValue, null>>('api/Account/GetUserObjectFromId', {
    query: { userId },
    skipErrorHandling: true,
  });
}
