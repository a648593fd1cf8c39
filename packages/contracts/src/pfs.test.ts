import { describe, expect, it } from 'vitest';
import { sanitizeEmailInput, simpleEmailPattern } from './help-desk-public.ts';
import { homerRegisterBanner, pfsRegistrationFormSchema } from './pfs.ts';

describe('public help-desk and PFS form rules', () => {
  it('strips characters an address cannot hold as the email changes', () => {
    expect(sanitizeEmailInput('pat<script>@clinic.org ')).toBe('patscript@clinic.org');
    expect(sanitizeEmailInput("o'neil+tag@x-y.example.com")).toBe('oneil+tag@x-y.example.com');
  });

  it('wants a 2 to 4 letter ending', () => {
    expect(simpleEmailPattern.test('a@b.io')).toBe(true);
    expect(simpleEmailPattern.test('a@b.info')).toBe(true);
    expect(simpleEmailPattern.test('a@b.museum')).toBe(false);
    expect(simpleEmailPattern.test('a@b.c')).toBe(false);
  });

  it('picks the banner: fromAccounts only, fromIcq only, otherwise the default', () => {
    expect(homerRegisterBanner(false, false)).toBe('default');
    expect(homerRegisterBanner(true, false)).toBe('fromAccounts');
    expect(homerRegisterBanner(false, true)).toBe('fromIcq');
    expect(homerRegisterBanner(true, true)).toBe('default');
  });

  it('compares emails without regard to case', () => {
    const form = {
      firstName: 'Kim',
      lastName: 'Lee',
      email: 'Kim@Clinic.org',
      confirmEmail: 'kim@clinic.org',
      phoneNumber: '850-555-0100',
      facilityIds: [1],
    };
    expect(pfsRegistrationFormSchema.safeParse(form).success).toBe(true);
    const mismatch = pfsRegistrationFormSchema.safeParse({ ...form, confirmEmail: 'kim@clinic.com' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Emails do not match']);
  });
});
