import {
  type IcqReviewDetail,
  type IcqReviewSave,
  icqReviewMessages as m,
  programmeTimeKey,
  programmeTimeToInstant,
  proposedTimeProblem,
} from '@homer/contracts/icq-reviews';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { type Email, sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { HttpError } from '../../plugins/errors.ts';
import { getReview } from './detail.ts';
import { feedbackSurveyEmail, reviewScheduleEmail } from './mails.ts';
import { facilityNameOf, isActiveFacility, reviewerFor } from './options.ts';

type Saved = { review: IcqReviewDetail; message: string };

function proposedInstant(local: string): Date {
  const problem = proposedTimeProblem(local);
  if (problem) throw new HttpError(400, problem);
  return programmeTimeToInstant(local) as Date;
}

async function facilityName(tx: Tx, facilityId: number): Promise<string> {
  const facility = await isActiveFacility(tx, facilityId);
  if (!facility) throw new HttpError(400, m.unknownFacility);
  return facility.name;
}

async function reviewer(tx: Tx, userId: number) {
  const person = await reviewerFor(tx, userId);
  if (!person) throw new HttpError(400, m.unknownReviewer);
  return person;
}

const addressOf = (form: IcqReviewSave) => ({
  facilityId: form.facilityId,
  facilityStreetAddress: form.street,
  facilityCity: form.city,
  facilityStateAbr: form.state.toUpperCase(),
  facilityZip: form.zip,
  contactEmail: form.contactEmail,
});

/**
 * A new review: proposed to the reviewer by the signed scheduling email, and its feedback survey opened and
 * mailed to the facility's contact, or to the creator when the review names none (decision 056).
 */
async function createReview(db: Db, config: Config, userId: number, form: IcqReviewSave): Promise<Saved> {
  const at = proposedInstant(form.proposedAt);
  const { id, emails } = await withTx(db, { userId }, async (tx) => {
    const name = await facilityName(tx, form.facilityId);
    const person = await reviewer(tx, form.reviewerUserId);
    const [review] = await tx
      .insert(icqReviews)
      .values({
        ...addressOf(form),
        proposedScheduleAt: at,
        reviewerUserId: form.reviewerUserId,
        createdByUserId: userId,
      })
      .returning({ id: icqReviews.id });
    if (!review) throw new Error('review insert returned nothing');
    const [survey] = await tx
      .insert(icqFeedback)
      .values({ icqReviewId: review.id })
      .returning({ id: icqFeedback.id, guid: icqFeedback.guid });
    if (!survey) throw new Error('feedback insert returned nothing');
    const [creator] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const proposedAt = programmeTimeKey(at);
    const mails: Email[] = [
      reviewScheduleEmail(config, person, {
        id: review.id,
        reviewerUserId: form.reviewerUserId,
        proposedAt,
        facilityName: name,
      }),
    ];
    const contact = form.contactEmail || creator?.email;
    if (contact) {
      mails.push(feedbackSurveyEmail(config, contact, { ...survey, facilityName: name, proposedAt }));
    }
    return { id: review.id, emails: mails };
  });
  for (const email of emails) await sendEmail(db, config, email, 'staff');
  return { review: await getReview(db, id), message: m.created };
}

/**
 * A changed review. A new time or reviewer proposes it again (status Proposed, the answer cleared) and mails the
 * reviewer a new scheduling email; the earlier links then name a time or reviewer the review no longer has, and
 * the public page refuses them. A cancelled review stays as it is.
 */
async function updateReview(db: Db, config: Config, userId: number, form: IcqReviewSave): Promise<Saved> {
  const result = await withTx(db, { userId }, async (tx) => {
    const [current] = await tx.select().from(icqReviews).where(eq(icqReviews.id, form.id)).for('update');
    if (!current) throw new HttpError(404, m.notFound);
    if (current.scheduleStatus === 'Cancelled') throw new HttpError(400, m.cancelledNotEditable);
    const timeChanged = programmeTimeKey(current.proposedScheduleAt) !== form.proposedAt;
    const at = timeChanged ? proposedInstant(form.proposedAt) : current.proposedScheduleAt;
    const newName = form.facilityId !== current.facilityId ? await facilityName(tx, form.facilityId) : null;
    const reviewerChanged = form.reviewerUserId !== current.reviewerUserId;
    const person = reviewerChanged ? await reviewer(tx, form.reviewerUserId) : null;
    const reproposed = timeChanged || reviewerChanged;
    await tx
      .update(icqReviews)
      .set({
        ...addressOf(form),
        proposedScheduleAt: at,
        reviewerUserId: form.reviewerUserId,
        ...(reproposed ? { scheduleStatus: 'Proposed', scheduleDecidedAt: null } : {}),
      })
      .where(eq(icqReviews.id, current.id));
    if (!reproposed) return { emails: [] as Email[] };
    const [to] = person
      ? [person]
      : await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, form.reviewerUserId));
    if (!to) return { emails: [] as Email[] };
    const name = newName ?? (await facilityNameOf(tx, current.facilityId));
    return {
      emails: [
        reviewScheduleEmail(config, to, {
          id: current.id,
          reviewerUserId: form.reviewerUserId,
          proposedAt: programmeTimeKey(at),
          facilityName: name,
        }),
      ],
    };
  });
  for (const email of result.emails) await sendEmail(db, config, email, 'staff');
  return {
    review: await getReview(db, form.id),
    message: result.emails.length > 0 ? m.rescheduled : m.saved,
  };
}

/** POST …/Save: id 0 creates. */
export function saveReview(db: Db, config: Config, userId: number, form: IcqReviewSave): Promise<Saved> {
  return form.id === 0 ? createReview(db, config, userId, form) : updateReview(db, config, userId, form);
}
