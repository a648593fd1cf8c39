import {
  type IcqReviewCancel,
  type IcqReviewDetail,
  icqReviewMessages as m,
} from '@homer/contracts/icq-reviews';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { icqReviews } from '../../db/schema/icq.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getReview } from './detail.ts';

/** POST …/Cancel: status Cancelled with its reason; the reviewer's links are refused from then on. */
export async function cancelReview(db: Db, userId: number, body: IcqReviewCancel): Promise<IcqReviewDetail> {
  await withTx(db, { userId }, async (tx) => {
    const done = await tx
      .update(icqReviews)
      .set({ scheduleStatus: 'Cancelled', cancelReason: body.reason, cancelledAt: new Date() })
      .where(and(eq(icqReviews.id, body.id), ne(icqReviews.scheduleStatus, 'Cancelled')))
      .returning({ id: icqReviews.id });
    if (done.length > 0) return;
    const [exists] = await tx
      .select({ id: icqReviews.id })
      .from(icqReviews)
      .where(eq(icqReviews.id, body.id));
    throw new HttpError(exists ? 400 : 404, exists ? m.alreadyCancelled : m.notFound);
  });
  return getReview(db, body.id);
}
