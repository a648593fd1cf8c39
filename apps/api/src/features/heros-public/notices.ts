import type { NotifyInput } from '../../platform/notify/notify.ts';

/** The notice HEROS staff get when an agency submits an application; it opens the application's review. */
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
