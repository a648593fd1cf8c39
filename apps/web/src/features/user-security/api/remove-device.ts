import type { Envelope } from '@homer/contracts/envelope';
import type { UserSecurity } from '@homer/contracts/mfa';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/RemoveDevice */
export function removeDevice(userId: number, deviceId: number) {
  return apiPost<Envelope<UserSecurity, null>>('api/Administration/UserSecurity/RemoveDevice', {
    body: { userId, deviceId },
  });
}
