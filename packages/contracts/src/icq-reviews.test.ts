import { describe, expect, it } from 'vitest';
import {
  formatProgrammeTime,
  icqReviewFormSchema,
  icqReviewMessages as m,
  programmeTimeKey,
  programmeTimeToInstant,
  proposedTimeProblem,
  reviewerRoles,
} from './icq-reviews.ts';

describe('programme time', () => {
  it('reads a wall-clock time in the programme zone, winter and summer', () => {
    expect(programmeTimeToInstant('2027-03-09T10:00')?.toISOString()).toBe('2027-03-09T15:00:00.000Z');
    expect(programmeTimeToInstant('2027-07-01T09:30')?.toISOString()).toBe('2027-07-01T13:30:00.000Z');
    expect(programmeTimeKey(new Date('2027-07-01T13:30:00Z'))).toBe('2027-07-01T09:30');
  });

  it('has no instant for a skipped hour, an impossible date or another form', () => {
    expect(programmeTimeToInstant('2027-03-14T02:30')).toBeNull();
    expect(programmeTimeToInstant('2027-02-29T10:00')).toBeNull();
    expect(programmeTimeToInstant('2027-03-09 10:00')).toBeNull();
    expect(programmeTimeToInstant('')).toBeNull();
    // A year before 1000 (the fuzz test's 0200-00-00 threw a RangeError, a 500 on the list's date filter).
    expect(programmeTimeToInstant('0200-01-01T12:00')).toBeNull();
  });

  it('reads the repeated hour in November as its first occurrence', () => {
    expect(programmeTimeToInstant('2027-11-07T01:30')?.toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('formats as people read it', () => {
    expect(formatProgrammeTime('2027-03-09T10:00')).toBe('Tuesday, March 9, 2027 at 10:00 AM Eastern Time');
  });

  it('takes only times ahead and within five years', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(proposedTimeProblem('2026-11-25T06:59', now)).toBe(m.proposedPast);
    expect(proposedTimeProblem('2026-11-25T07:01', now)).toBeNull();
    expect(proposedTimeProblem('2031-11-25T06:00', now)).toBeNull();
    expect(proposedTimeProblem('2031-11-26T10:00', now)).toBe(m.proposedTooFar);
    expect(proposedTimeProblem(' ', now)).toBe(m.proposedRequired);
    expect(proposedTimeProblem('2027-02-30T10:00', now)).toBe(m.proposedInvalid);
  });
});

describe('reviewers and the form', () => {
  it('lets Pharmacists and above review', () => {
    expect([...reviewerRoles].sort()).toEqual(['Manager', 'Pharmacist', 'RxConnectsAdmin', 'SystemAdmin']);
  });

  it('takes an empty contact email and refuses a malformed one', () => {
    const base = {
      facilityId: 1,
      street: '1 Main St',
      city: 'Tallahassee',
      state: 'FL',
      zip: '32399',
      reviewerUserId: 2,
      proposedAt: '2027-03-09T10:00',
    };
    expect(icqReviewFormSchema.safeParse({ ...base, contactEmail: '' }).success).toBe(true);
    const bad = icqReviewFormSchema.safeParse({ ...base, contactEmail: 'nope' });
    expect(bad.error?.issues[0]?.message).toBe(m.contactEmailInvalid);
  });
});
