import type { Envelope } from '@homer/contracts/envelope';
import type { UserSecurity } from '@homer/contracts/mfa';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/SetMfaMethods. A 400 (not enrolled) is shown next to the switch. */
export function setMfaMethods(userId: number, methods: { fidoMfa: boolean; fingerprintMfa: boolean }) {
  return apiPost<Envelope<UserSecurity, null>>('api/Administration/UserSecurity/SetMfaMethods', {
    body: { userId, ...methods },
    skipErrorHandling: [400],
  });
}
