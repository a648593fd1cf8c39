import { formatProgrammeTime } from '@homer/contracts/icq-reviews';
import type { Config } from '../../config.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { scheduleEmail } from '../icq-public/schedule-email.ts';

type LinkConfig = Pick<Config, 'jwtSecret' | 'publicBaseUrl'>;

/** The reviewer's scheduling email with the signed approve and decline links (decision 021: built in one place). */
export function reviewScheduleEmail(
  config: LinkConfig,
  reviewer: { email: string; firstName: string },
  review: { id: number; reviewerUserId: number; proposedAt: string; facilityName: string },
): Email {
  return scheduleEmail(config, reviewer, {
    link: { icqReviewId: review.id, userId: review.reviewerUserId, scheduleDate: review.proposedAt },
    when: formatProgrammeTime(review.proposedAt),
    facilityName: review.facilityName,
  });
}

/** The facility contact's feedback survey link (decision 016: `/icq-feedback/{id}/{guid}`). */
export function feedbackSurveyEmail(
  config: Pick<Config, 'publicBaseUrl'>,
  to: string,
  survey: { id: number; guid: string; facilityName: string; proposedAt: string },
): Email {
  const link = new URL(`/icq-feedback/${survey.id}/${survey.guid}`, config.publicBaseUrl).toString();
  return {
    to,
    subject: `Review visit at ${survey.facilityName}: your feedback`.slice(0, 300),
    text: [
      'Hello,',
      '',
      `A review visit at ${survey.facilityName} is planned for ${formatProgrammeTime(survey.proposedAt)}.`,
      'After the visit, please tell us how it went:',
      link,
      '',
      'The survey can be answered once.',
    ].join('\n'),
  };
}
