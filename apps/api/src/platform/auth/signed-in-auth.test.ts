import { Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors.ts';
import { authOf } from '../../test/auth-of.ts';
import { signedInAuth } from './signed-in-auth.ts';

describe('signedInAuth', () => {
  it('hands back the very session the access hook attached', () => {
    const auth = authOf(7, [{ module: Module.BA, role: Role.User }]);
    expect(signedInAuth({ auth })).toBe(auth);
  });

  it('answers 401 notSignedIn when a route reaches it without a session', () => {
    const call = () => signedInAuth({ auth: null });
    expect(call).toThrow(HttpError);
    expect(call).toThrow(expect.objectContaining({ statusCode: 401, message: messages.notSignedIn }));
  });
});
