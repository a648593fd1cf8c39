import { mfMessages } from '@homer/contracts/metabolic-formula';
import { describe, expect, it } from 'vitest';
import { eligibilityShown, recertifyNotice } from './eligibility.ts';

describe('eligibilityShown', () => {
  it('shows the decision, or Lapsed once an eligible patient is past the recertification date', () => {
    expect(eligibilityShown({ eligibility: 'Pending', lapsed: false })).toBe('Pending');
    expect(eligibilityShown({ eligibility: 'Eligible', lapsed: false })).toBe('Eligible');
    expect(eligibilityShown({ eligibility: 'Eligible', lapsed: true })).toBe('Lapsed');
    expect(eligibilityShown({ eligibility: 'Ineligible', lapsed: false })).toBe('Ineligible');
  });
});

describe('recertifyNotice', () => {
  const base = { lapsed: false, recertifyDueSoon: false, recertifyBy: '2026-08-15' };

  it('says nothing without a date or while recertification is far off', () => {
    expect(recertifyNotice({ ...base, recertifyBy: null })).toBeNull();
    expect(recertifyNotice(base)).toBeNull();
  });

  it('tells a lapsed enrolment in the contract’s words, with the date as the app writes dates', () => {
    expect(recertifyNotice({ ...base, lapsed: true, recertifyDueSoon: true })).toBe(
      mfMessages.lapsed('08/15/2026'),
    );
  });

  it('warns when recertification is due soon', () => {
    expect(recertifyNotice({ ...base, recertifyDueSoon: true })).toContain(
      'Recertify this patient by 08/15/2026',
    );
  });
});
