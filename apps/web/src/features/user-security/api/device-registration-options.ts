import type { Envelope } from '@homer/contracts/envelope';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/Administration/UserSecurity/DeviceRegistrationOptions (owner only). */
export function getDeviceRegistrationOptions(userId: number) {
  return apiPost<Envelope<PublicKeyCredentialCreationOptionsJSON, null>>(
    'api/Administration/UserSecurity/DeviceRegistrationOptions',
    { body: { userId } },
  );
}
