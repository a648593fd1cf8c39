import { icqReviewLink } from '@homer/contracts/icq-reviews';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { icqReviews } from '../../db/schema/icq.ts';
import type { Tx } from '../../db/tx.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { notify } from '../../platform/notify/notify.ts';

/**
 * 'icq.review-answered' to the manager who created the review (decision 056): the reviewer answered the
 * proposed time, or the facility sent its feedback. Reviews from before the staff screen have no creator.
 */
export async function noticeReviewAnswered(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  icqReviewId: number,
  what: { title: string; message: string },
): Promise<Email[]> {
  const [review] = await tx
    .select({ createdByUserId: icqReviews.createdByUserId })
    .from(icqReviews)
    .where(eq(icqReviews.id, icqReviewId));
  if (!review?.createdByUserId) return [];
  const done = await notify(tx, config, {
    typeKey: 'icq.review-answered',
    recipients: [review.createdByUserId],
    title: what.title,
    message: what.message,
    link: icqReviewLink(icqReviewId),
  });
  return done.emails;
}
