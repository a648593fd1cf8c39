import type { Envelope } from '@homer/contracts/envelope';
import type { ApproveOrDeclineBody, ProposedSchedule } from '@homer/contracts/icq';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/ICQ/IcqScheduling/ApproveOrDeclineSchedule?icqReviewId=&userId=&approve=&token= (decisions 016, 021). */
export function approveOrDeclineSchedule(
  query: { icqReviewId: string; userId: string; approve: boolean; token: string },
  body: ApproveOrDeclineBody,
): Promise<Envelope<null, ProposedSchedule>> {
  return apiPost('api/ICQ/IcqScheduling/ApproveOrDeclineSchedule', {
    query,
    body,
    skipErrorHandling: [400, 429],
  });
}
