import { scheduleTimeKey } from '@homer/contracts/icq';
import type { Config } from '../../config.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { type ScheduleLinkFacts, scheduleLinkToken } from './schedule-link-token.ts';

type LinkConfig = Pick<Config, 'jwtSecret' | 'publicBaseUrl'>;

/** The spec's link (`icq/scheduling/{icqReviewId}/{userId}?approve=&scheduleDate=`) plus its token. */
export function scheduleLink(config: LinkConfig, link: ScheduleLinkFacts, approve: boolean): string {
  const url = new URL(`/icq/scheduling/${link.icqReviewId}/${link.userId}`, config.publicBaseUrl);
  url.searchParams.set('approve', String(approve));
  url.searchParams.set('scheduleDate', scheduleTimeKey(link.scheduleDate));
  url.searchParams.set('token', scheduleLinkToken(config.jwtSecret, link));
  return url.toString();
}

/**
 * The email asking the assigned reviewer to approve or decline a proposed review visit. `when` is the time as
 * people read it; the links carry `link.scheduleDate` (`YYYY-MM-DDTHH:mm`, programme time).
 */
export function scheduleEmail(
  config: LinkConfig,
  reviewer: { email: string; firstName: string },
  visit: { link: ScheduleLinkFacts; when: string; facilityName: string },
): Email {
  return {
    to: reviewer.email,
    subject: 'Review visit proposed: please approve or decline',
    text: [
      `Hello ${reviewer.firstName},`,
      '',
      `A review visit at ${visit.facilityName} is proposed for ${visit.when}.`,
      '',
      `Approve: ${scheduleLink(config, visit.link, true)}`,
      `Decline: ${scheduleLink(config, visit.link, false)}`,
      '',
      'These links are for you alone; please do not forward them.',
    ].join('\n'),
  };
}
