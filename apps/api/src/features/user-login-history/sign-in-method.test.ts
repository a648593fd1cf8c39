import { describe, expect, it } from 'vitest';
import { describeSignIn } from './sign-in-method.ts';

describe('describeSignIn', () => {
  it('names each sign-in path the account feature records', () => {
    expect(describeSignIn(null, true)).toEqual({ method: 'Password', result: 'Signed in' });
    expect(describeSignIn('bad-credentials', false)).toEqual({
      method: 'Password',
      result: 'Wrong user name or password',
    });
    expect(describeSignIn('sso', true).method).toBe('SSO');
    expect(describeSignIn('sso-disabled', false)).toEqual({ method: 'SSO', result: 'Account disabled' });
    expect(describeSignIn('mfa-device', true).method).toBe('Device');
    expect(describeSignIn('mfa-fingerprint-failed', false)).toEqual({
      method: 'Fingerprint',
      result: 'Fingerprint not matched',
    });
    expect(describeSignIn('qr', true)).toEqual({ method: 'QR code', result: 'Signed in' });
  });

  it('keeps an unknown reason visible rather than calling it a success', () => {
    expect(describeSignIn('something-new', false)).toEqual({
      method: 'Password',
      result: 'Refused (something-new)',
    });
  });
});
