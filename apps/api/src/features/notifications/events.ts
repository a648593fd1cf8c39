import type { NotifyInput } from './notify.ts';

/**
 * The notifications of events other features raise (decision 047), written here so that each feature's change
 * is one notify() call. The review pages of these queues come later, so these carry no link yet.
 */

export function pfsRegistrationSubmitted(id: number, name: string): NotifyInput {
  return {
    typeKey: 'admin.pfs-registration-submitted',
    recipients: 'audience',
    title: 'PFS registration submitted',
    message: `${name} registered for PFS (registration #${id}) and is waiting for approval.`,
    subscription: 'pfs-registrations',
  };
}

export function herosApplicationSubmitted(id: number, agencyName: string): NotifyInput {
  return {
    typeKey: 'heros.application-submitted',
    recipients: 'audience',
    title: 'HEROS application submitted',
    message: `${agencyName} submitted HEROS application #${id} for review.`,
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
  };
}
