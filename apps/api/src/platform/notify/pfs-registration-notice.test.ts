import { notificationType } from '@homer/contracts/notification-settings';
import { registrationPath } from '@homer/contracts/registrations';
import { describe, expect, it } from 'vitest';
import { pfsRegistrationSubmitted } from './pfs-registration-notice.ts';

describe('pfsRegistrationSubmitted', () => {
  it('tells the type’s audience about a PFS registration and leads to its review page', () => {
    const notice = pfsRegistrationSubmitted(41, 'Pat Doe');
    expect(notice).toEqual({
      typeKey: 'admin.pfs-registration-submitted',
      recipients: 'audience',
      title: 'PFS registration submitted',
      message: 'Pat Doe registered for PFS (registration #41) and is waiting for approval.',
      link: registrationPath('pfs', 41),
      subscription: 'pfs-registrations',
    });
    // notify() drops a notice of an unknown type without a word.
    expect(notificationType(notice.typeKey)).toBeDefined();
  });

  it('names a HOMER account requested from PFS as such, with the HOMER request’s page', () => {
    const notice = pfsRegistrationSubmitted(7, 'Lee Roe', 'homer');
    expect(notice.title).toBe('HOMER account requested from PFS');
    expect(notice.message).toBe(
      'Lee Roe created a HOMER account from a PFS link (request #7) and is waiting for access.',
    );
    expect(notice.link).toBe(registrationPath('homer', 7));
    // One subscription for both kinds: unsubscribing silences PFS requests of either kind.
    expect(notice.subscription).toBe(pfsRegistrationSubmitted(8, 'x').subscription);
  });
});
