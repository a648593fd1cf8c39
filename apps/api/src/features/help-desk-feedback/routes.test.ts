import { feedbackLimits, feedbackMessages } from '@homer/contracts/help-desk-public';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { helpDeskFeedback, helpDeskTickets } from '../../db/schema/help-desk.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { closeTicketWithFeedbackRequest } from './feedback-request.ts';

let ctx: TestContext;
let facilityId: number;
let survey: { ticketId: number; guid: string; id: number };

beforeAll(async () => {
  ctx = await createTestContext();
  [facilityId] = (await insertFacilities(ctx.db, [{ name: 'Leon Clinic' }])).facilityIds as [number];
});
afterAll(() => ctx.close());

async function closedTicket(subject: string) {
  return withTx(ctx.db, systemActor, async (tx) => {
    const [ticket] = await tx
      .insert(helpDeskTickets)
      .values({
        source: 'PFS',
        fullName: 'Pat Doe',
        email: 'pat@clinic.example.com',
        phoneNumber: '850-555-0100',
        facilityId,
        facilityName: 'Leon Clinic',
        categoryId: 4,
        priorityId: 1,
        subject,
        description: 'Help.',
      })
      .returning({ id: helpDeskTickets.id });
    const ticketId = ticket?.id ?? 0;
    const guid = await closeTicketWithFeedbackRequest(tx, ticketId);
    const [row] = await tx.select().from(helpDeskFeedback).where(eq(helpDeskFeedback.guid, guid));
    return { ticketId, guid, id: row?.id ?? 0 };
  });
}
beforeEach(async () => {
  survey = await closedTicket('Printer setup');
});

const getModel = (ticketId: number | string, guid: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/HelpDesk/HelpDeskFeedback/GetModel?helpDeskTicketId=${ticketId}&guid=${guid}`,
    remoteAddress: nextRemoteAddress(),
  });
const save = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/HelpDesk/HelpDeskFeedback/Save', body, captcha);
const answer = () => ({
  id: survey.id,
  helpDeskTicketId: survey.ticketId,
  guid: survey.guid,
  rating: 4,
  comment: 'Fixed within the hour.',
  honeyPot: false,
});
const stored = async () => {
  const [row] = await ctx.db.select().from(helpDeskFeedback).where(eq(helpDeskFeedback.id, survey.id));
  return row;
};

describe('help-desk feedback survey', () => {
  it('closing a ticket opens one survey for it', async () => {
    const [ticket] = await ctx.db
      .select()
      .from(helpDeskTickets)
      .where(eq(helpDeskTickets.id, survey.ticketId));
    expect(ticket).toMatchObject({ status: 'Closed' });
    expect(ticket?.closedAt).toBeInstanceOf(Date);
    // Closed straight from New: resolved at the same moment, so its SLA reads as done, not due.
    expect(ticket?.resolvedAt).toBeInstanceOf(Date);
    const again = await withTx(ctx.db, systemActor, (tx) =>
      closeTicketWithFeedbackRequest(tx, survey.ticketId),
    );
    expect(again).toBe(survey.guid);
  });

  it('loads the survey by ticket id and guid; anything else gives id 0', async () => {
    expect((await getModel(survey.ticketId, survey.guid)).json()).toEqual({
      id: survey.id,
      helpDeskTicketId: survey.ticketId,
      helpDeskTicketSubject: 'Printer setup',
      helpDeskTicketFacility: 'Leon Clinic',
      rating: 0,
      comment: '',
    });
    const other = await closedTicket('Other');
    expect((await getModel(survey.ticketId, other.guid)).json().id).toBe(0);
    expect((await getModel(survey.ticketId + 1000, survey.guid)).json().id).toBe(0);
    expect((await getModel(survey.ticketId, 'not-a-guid')).json().id).toBe(0);
  });

  it('saves the one response, then shows it as rated and refuses a second save', async () => {
    const res = await save(answer());
    expect(res.json()).toMatchObject({ isSuccessful: true, message: feedbackMessages.thankYou });
    expect(await stored()).toMatchObject({ rating: 4, comment: 'Fixed within the hour.' });
    expect((await stored())?.submittedAt).toBeInstanceOf(Date);
    expect((await getModel(survey.ticketId, survey.guid)).json()).toMatchObject({ rating: 4 });

    const second = await save({ ...answer(), rating: 1, comment: 'Changed my mind.' });
    expect(second.json()).toMatchObject({ isSuccessful: false, message: feedbackMessages.alreadySubmitted });
    expect(await stored()).toMatchObject({ rating: 4, comment: 'Fixed within the hour.' });
  });

  it('refuses a save whose guid does not match the survey', async () => {
    const other = await closedTicket('Other');
    const res = await save({ ...answer(), guid: other.guid });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: feedbackMessages.notFound });
    expect((await stored())?.rating).toBeNull();
  });

  const rejected: Array<[string, object, string]> = [
    ['no stars', { rating: 0 }, feedbackMessages.ratingRequired],
    ['six stars', { rating: 6 }, feedbackMessages.ratingRequired],
    ['a missing rating', { rating: null }, feedbackMessages.ratingRequired],
    ['a long comment', { comment: 'a'.repeat(feedbackLimits.commentMax + 1) }, feedbackMessages.commentMax],
    ['a ticked honeypot', { honeyPot: true }, publicFormMessages.honeyPot],
  ];
  it.each(rejected)('rejects %s with its message and stores nothing', async (_name, change, message) => {
    const res = await save({ ...answer(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await stored())?.rating).toBeNull();
  });

  it('accepts a comment of exactly 1000 characters and no comment at all', async () => {
    expect(
      (await save({ ...answer(), comment: 'a'.repeat(feedbackLimits.commentMax) })).json().isSuccessful,
    ).toBe(true);
    survey = await closedTicket('Second');
    expect((await save({ ...answer(), comment: '' })).json().isSuccessful).toBe(true);
    expect(await stored()).toMatchObject({ rating: 4, comment: null });
  });

  it('needs a captcha', async () => {
    const res = await save(answer(), '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(publicFormMessages.captchaRequired);
    expect((await stored())?.rating).toBeNull();
  });
});
