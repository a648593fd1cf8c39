import type { ModuleAccess } from '@homer/contracts/access';
import type { Auth } from '../platform/sessions/sessions.ts';

/** The session a service sees for user `id` holding `access`, without signing anyone in. */
export function authOf(id: number, access: readonly ModuleAccess[] = []): Auth {
  return {
    sessionId: '00000000-0000-4000-8000-000000000000',
    mfaVerified: false,
    user: {
      id,
      userName: `user${id}`,
      firstName: 'Test',
      lastName: `User${id}`,
      email: `user${id}@test.example`,
      inactivityTimeout: false,
      isInternalBphpUser: false,
      invWorkstationId: null,
      isRxUser: false,
      needToResetPin: false,
      mobileScanning: false,
      access: [...access],
    },
  };
}
