import type { NotifyInput } from '../../platform/notify/notify.ts';

/** The notice Rx Connects staff get when a donor or repository applies; it opens the review page. */
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
