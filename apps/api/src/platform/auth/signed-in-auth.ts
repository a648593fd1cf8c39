import { messages } from '@homer/contracts/messages';
import { HttpError } from '../../plugins/errors.ts';
import type { Auth } from '../sessions/sessions.ts';

/**
 * The caller of a route declared `signedIn`. The access hook has refused everyone else already; the check keeps
 * the type honest and answers 401 should a route ever be declared otherwise.
 */
export function signedInAuth(request: { auth: Auth | null }): Auth {
  if (!request.auth) throw new HttpError(401, messages.notSignedIn);
  return request.auth;
}
