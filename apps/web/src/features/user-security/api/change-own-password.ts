import type { Envelope } from '@homer/contracts/envelope';
import type { ChangeOwnPasswordForm, UserSecurity } from '@homer/contracts/mfa';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/ChangePassword. A 400 (password rules) is shown on the fields. */
export function changeOwnPassword(userId: number, form: ChangeOwnPasswordForm) {
  return apiPost<Envelope<UserSecurity, null>>('api/Administration/UserSecurity/ChangePassword', {
    body: { userId, ...form },
    skipErrorHandling: [400],
  });
}
