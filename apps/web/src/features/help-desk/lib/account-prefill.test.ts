import { describe, expect, it } from 'vitest';
import { accountPrefill } from './account-prefill.ts';

describe('accountPrefill', () => {
  it('splits the full name at its first space and uses the email as the user name', () => {
    expect(
      accountPrefill({
        requesterName: ' Robin  de la Cruz ',
        requesterEmail: 'robin@clinic.org',
        requesterPhone: '850-555-0111',
      }),
    ).toEqual({
      firstName: 'Robin',
      lastName: 'de la Cruz',
      userName: 'robin@clinic.org',
      email: 'robin@clinic.org',
      phoneNumber: '850-555-0111',
    });
  });
  it('leaves the last name empty for a single name', () => {
    expect(
      accountPrefill({ requesterName: 'Cher', requesterEmail: 'c@x.org', requesterPhone: '' }).lastName,
    ).toBe('');
  });
});
