import type { Envelope } from '@homer/contracts/envelope';
import type { UserSecurity } from '@homer/contracts/mfa';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/SignOutOtherSessions (the owner only) */
export function signOutOtherSessions(userId: number) {
  return apiPost<Envelope<UserSecurity, null>>('api/Administration/UserSecurity/SignOutOtherSessions', {
    body: { userId },
  });
}
