import type { Envelope } from '@homer/contracts/envelope';
import { type FeedbackForm, type FeedbackModel, feedbackMessages } from '@homer/contracts/help-desk-public';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { helpDeskFeedback, helpDeskTickets } from '../../db/schema/help-desk.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { refused, succeeded } from '../../plugins/errors.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noSurvey: FeedbackModel = {
  id: 0,
  helpDeskTicketId: 0,
  helpDeskTicketSubject: '',
  helpDeskTicketFacility: '',
  rating: 0,
  comment: '',
};

/** The survey for a ticket, or id 0 when ticket id and guid do not name one (the page then shows nothing). */
export async function feedbackModel(db: Db, helpDeskTicketId: number, guid: string): Promise<FeedbackModel> {
  if (!uuidPattern.test(guid) || helpDeskTicketId < 1) return noSurvey;
  const [row] = await db
    .select({
      id: helpDeskFeedback.id,
      helpDeskTicketId: helpDeskFeedback.helpDeskTicketId,
      helpDeskTicketSubject: helpDeskTickets.subject,
      helpDeskTicketFacility: helpDeskTickets.facilityName,
      rating: helpDeskFeedback.rating,
      comment: helpDeskFeedback.comment,
    })
    .from(helpDeskFeedback)
    .innerJoin(helpDeskTickets, eq(helpDeskTickets.id, helpDeskFeedback.helpDeskTicketId))
    .where(and(eq(helpDeskFeedback.helpDeskTicketId, helpDeskTicketId), eq(helpDeskFeedback.guid, guid)));
  if (!row) return noSurvey;
  return { ...row, rating: row.rating ?? 0, comment: row.comment ?? '' };
}

/** Records the one response a survey takes; a second save (another tab, a replay) is refused. */
export async function saveFeedback(db: Db, form: FeedbackForm): Promise<Envelope<null, null>> {
  const saved = await withTx(db, systemActor, (tx) =>
    tx
      .update(helpDeskFeedback)
      .set({ rating: form.rating, comment: form.comment.trim() || null, submittedAt: new Date() })
      .where(
        and(
          eq(helpDeskFeedback.id, form.id),
          eq(helpDeskFeedback.helpDeskTicketId, form.helpDeskTicketId),
          eq(helpDeskFeedback.guid, form.guid),
          isNull(helpDeskFeedback.submittedAt),
        ),
      )
      .returning({ id: helpDeskFeedback.id }),
  );
  if (saved.length === 1) {
    return succeeded({ message: feedbackMessages.thankYou });
  }
  const [existing] = await db
    .select({ id: helpDeskFeedback.id })
    .from(helpDeskFeedback)
    .where(
      and(
        eq(helpDeskFeedback.id, form.id),
        eq(helpDeskFeedback.helpDeskTicketId, form.helpDeskTicketId),
        eq(helpDeskFeedback.guid, form.guid),
      ),
    );
  return refused(existing ? feedbackMessages.alreadySubmitted : feedbackMessages.notFound);
}
