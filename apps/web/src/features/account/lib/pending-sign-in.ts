import type { LoginRequest } from '@homer/contracts/account';

/** A password sign-in waiting for its second factor: the ticket plus what the fingerprint call re-sends. */
export type PendingSignIn = {
  mfaTicket: string;
  credentials: LoginRequest;
  fidoMfa: boolean;
  fingerprintMfa: boolean;
};
