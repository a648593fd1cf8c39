import { auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { fingerprintEnrollments, webauthnCredentials } from './mfa.ts';

/** How the Global Audit List reads changes of a user's sign-in factors (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    webauthnCredentials,
    {
      id: 'Security Key ID',
      userId: { label: 'User', ref: userRef },
      transports: 'Transports',
      deviceName: 'Device Name',
    },
    userRef,
  ),
  auditTableLabels(
    fingerprintEnrollments,
    {
      userId: { label: 'User', ref: userRef },
      provider: 'Fingerprint Provider',
      registrationId: { label: 'Fingerprint Registration', secret: true },
      templateHash: { label: 'Fingerprint Template', secret: true },
    },
    userRef,
  ),
];
