import { describe, expect, it } from 'vitest';
import { splitFullName, userNameFromEmail } from '../../platform/user-accounts/programme-account.ts';

describe('the account a programme approval creates', () => {
  it('takes the last word as the last name; one word is both', () => {
    expect(splitFullName('  Mary Ann   Smith ')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
    expect(splitFullName('x'.repeat(60)).firstName).toHaveLength(50);
  });

  it('makes a user name of the email local part, only the characters user names allow', () => {
    expect(userNameFromEmail("o'brien+rx@clinic.example")).toBe('obrienrx');
    expect(userNameFromEmail('@nothing.example')).toBe('applicant');
  });
});
