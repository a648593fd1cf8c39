import type { NotifyInput } from '../../platform/notify/notify.ts';

/**
 * The notifications of events other features raise (decision 047), written here so that each feature's change
 * is one notify() call. Each links to the record's review page (issue 14).
 */

/** Both kinds of PFS request (decision 053) lead to their review page. */
export function pfsRegistrationSubmitted(
  id: number,
  name: string,
  kind: 'pfs' | 'homer' = 'pfs',
): NotifyInput {
  return {
    typeKey: 'admin.pfs-registration-submitted',
    recipients: 'audience',
    title: kind === 'pfs' ? 'PFS registration submitted' : 'HOMER account requested from PFS',
    message:
      kind === 'pfs'
        ? `${name} registered for PFS (registration #${id}) and is waiting for approval.`
        : `${name} created a HOMER account from a PFS link (request #${id}) and is waiting for access.`,
    link: `admin/users/registrations/edit/${kind}/${id}`,
    subscription: 'pfs-registrations',
  };
}

export function herosApplicationSubmitted(id: number, agencyName: string): NotifyInput {
  return {
    typeKey: 'heros.application-submitted',
    recipients: 'audience',
    title: 'HEROS application submitted',
    message: `${agencyName} submitted HEROS application #${id} for review.`,
    link: `heros/applications/edit/${id}`,
    subscription: 'heros-applications',
  };
}

export function rxConnectsApplicationSubmitted(
  kind: 'donor' | 'repository',
  id: number,
  name: string,
): NotifyInput {
  return {
    typeKey: 'rx-connects.application-submitted',
    recipients: 'audience',
    title: 'Rx Connects application submitted',
    message: `${name} submitted a ${kind} application (#${id}) for review.`,
    subscription: 'rx-connects-applications',
    // The back office's review page of the application (decision 054).
    link: `rxconnects/${kind === 'donor' ? 'donors' : 'repositories'}/edit/${id}`,
  };
}
