import type { NotifyInput } from './notify.ts';

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
