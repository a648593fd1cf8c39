import type { Envelope } from '@homer/contracts/envelope';
import type { UserSecurity } from '@homer/contracts/mfa';
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/RegisterDevice. A 400 (name taken, expired) is shown on the form. */
export function registerDevice(userId: number, deviceName: string, response: RegistrationResponseJSON) {
  return apiPost<Envelope<UserSecurity, null>>('api/Administration/UserSecurity/RegisterDevice', {
    body: { userId, deviceName, response },
    skipErrorHandling: [400],
  });
}
