import type { Envelope } from '@homer/contracts/envelope';
import type { UserSecurity } from '@homer/contracts/mfa';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/EnrollFingerprint. A 503 (CloudABIS down) goes to the catalogue. */
export function enrollFingerprint(userId: number, template: string) {
  return apiPost<Envelope<UserSecurity, null>>('api/Administration/UserSecurity/EnrollFingerprint', {
    body: { userId, template },
    skipErrorHandling: [400],
  });
}
