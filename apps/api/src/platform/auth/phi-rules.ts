import type { Auth } from '../sessions/sessions.ts';

/**
 * Spec document 1 §8: patient data is answered only to a session verified by a second factor whose user has the
 * inactivity timeout on. A call or download marked PHI refuses anyone else with 467.
 */
export const meetsPhiRules = (auth: Auth) => auth.mfaVerified && auth.user.inactivityTimeout;
