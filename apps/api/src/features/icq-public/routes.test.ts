import { icqMessages } from '@homer/contracts/icq';
import { publicFormMessages } from '@homer/contracts/public-form';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { scheduleLinkToken } from './schedule-link-token.ts';

let ctx: TestContext;
let reviewer: number;
let otherUser: number;
let facilityId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  reviewer = await createUser(ctx.db, { userName: 'reviewer' });
  otherUser = await createUser(ctx.db, { userName: 'someone-else' });
  const { facilityIds } = await insertFacilities(ctx.db, [
    { name: 'Orange Pharmacy', longName: 'Orange County Pharmacy' },
  ]);
  [facilityId] = facilityIds as [number];
});
afterAll(() => ctx.close());

async function newReview(proposed = '2027-03-09T15:00:00Z') {
  const [row] = await ctx.db
    .insert(icqReviews)
    .values({
      facilityId,
      facilityStreetAddress: '6101 Lake Ellenor Dr',
      facilityCity: 'Orlando',
      facilityStateAbr: 'FL',
      facilityZip: '32809',
      proposedScheduleAt: new Date(proposed),
      reviewerUserId: reviewer,
    })
    .returning();
  if (!row) throw new Error('no review');
  return row.id;
}
async function newFeedback() {
  const [row] = await ctx.db
    .insert(icqFeedback)
    .values({ icqReviewId: await newReview() })
    .returning();
  if (!row) throw new Error('no feedback');
  return row;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: nextRemoteAddress() });
const saveFeedback = (body: object, captcha?: string) =>
  submitPublicForm(ctx.app, '/api/Icq/IcqReview/SaveFeedback', body, captcha);
/** A token as the scheduling email carries it: signed with this app's session secret. */
const sign = (icqReviewId: number, userId: number, scheduleDate: string) =>
  scheduleLinkToken(ctx.config.jwtSecret, { icqReviewId, userId, scheduleDate });
const proposed = (id: number, userId: number, scheduleDate: string, token = sign(id, userId, scheduleDate)) =>
  get(
    `/api/ICQ/IcqScheduling/GetProposedSchedule?${new URLSearchParams({
      icqReviewId: String(id),
      userId: String(userId),
      scheduleDate,
      token,
    })}`,
  );
const decide = (
  id: number,
  userId: number,
  approve: boolean,
  scheduleDate: string,
  extra: object = {},
  token = sign(id, userId, scheduleDate),
) =>
  submitPublicForm(
    ctx.app,
    `/api/ICQ/IcqScheduling/ApproveOrDeclineSchedule?icqReviewId=${id}&userId=${userId}&approve=${approve}&token=${encodeURIComponent(token)}`,
    { scheduleDate, ...extra },
  );
const feedbackRow = async (id: number) =>
  (await ctx.db.select().from(icqFeedback).where(eq(icqFeedback.id, id)))[0];
const reviewRow = async (id: number) =>
  (await ctx.db.select().from(icqReviews).where(eq(icqReviews.id, id)))[0];

describe('review feedback survey', () => {
  it('loads the survey by id and guid, saves it once', async () => {
    const fb = await newFeedback();
    const loaded = await get(`/api/ICQ/IcqReview/GetIcqFeedback?feedbackId=${fb.id}&guid=${fb.guid}`);
    expect(loaded.json()).toMatchObject({
      isSuccessful: true,
      model: { id: fb.id, rating: 0, comment: '', facility: 'Orange County Pharmacy', isSubmitted: false },
    });
    const res = await saveFeedback({ id: fb.id, guid: fb.guid, rating: 4, comment: 'Thorough and kind.' });
    expect(res.json()).toMatchObject({ isSuccessful: true, message: icqMessages.feedbackSaved });
    expect(await feedbackRow(fb.id)).toMatchObject({ rating: 4, comment: 'Thorough and kind.' });
    expect((await feedbackRow(fb.id))?.submittedAt).not.toBeNull();

    const again = await saveFeedback({ id: fb.id, guid: fb.guid, rating: 1, comment: 'Changed my mind' });
    expect(again.json()).toMatchObject({
      isSuccessful: false,
      message: icqMessages.feedbackAlreadySubmitted,
    });
    expect(await feedbackRow(fb.id)).toMatchObject({ rating: 4 });
    const reloaded = await get(`/api/ICQ/IcqReview/GetIcqFeedback?feedbackId=${fb.id}&guid=${fb.guid}`);
    expect(reloaded.json().model).toMatchObject({ rating: 4, isSubmitted: true });
  });

  it('finds nothing with a wrong guid or id, and saves nothing for one', async () => {
    const fb = await newFeedback();
    for (const query of [
      `feedbackId=${fb.id}&guid=00000000-0000-4000-8000-000000000000`,
      `feedbackId=${fb.id}&guid=not-a-guid`,
      `feedbackId=0&guid=${fb.guid}`,
    ]) {
      const res = await get(`/api/ICQ/IcqReview/GetIcqFeedback?${query}`);
      expect(res.json()).toMatchObject({
        isSuccessful: false,
        message: icqMessages.feedbackNotFound,
        model: null,
      });
    }
    const res = await saveFeedback({
      id: fb.id,
      guid: '00000000-0000-4000-8000-000000000000',
      rating: 5,
      comment: '',
    });
    expect(res.json()).toMatchObject({ isSuccessful: false, message: icqMessages.feedbackNotFound });
    expect((await feedbackRow(fb.id))?.submittedAt).toBeNull();
  });

  it.each([
    ['rating required', { rating: 0 }, icqMessages.ratingRequired],
    ['rating at most 5', { rating: 6 }, icqMessages.ratingRequired],
    ['rating present', { rating: undefined }, icqMessages.ratingRequired],
    ['comment max 1000', { comment: 'x'.repeat(1001) }, icqMessages.commentTooLong],
    ['honeypot', { honeyPot: true }, publicFormMessages.honeyPot],
  ])('refuses feedback: %s, storing nothing', async (_rule, change, message) => {
    const fb = await newFeedback();
    const res = await saveFeedback({ id: fb.id, guid: fb.guid, rating: 5, comment: 'ok', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await feedbackRow(fb.id)).toMatchObject({ rating: null, submittedAt: null });
  });

  it('accepts a comment of exactly 1000 characters', async () => {
    const fb = await newFeedback();
    const res = await saveFeedback({ id: fb.id, guid: fb.guid, rating: 1, comment: 'x'.repeat(1000) });
    expect(res.json().isSuccessful).toBe(true);
  });
});

describe('review visit schedule', () => {
  it('shows the proposed time in the programme time zone, with the facility address', async () => {
    const id = await newReview('2027-03-09T15:00:00Z');
    expect((await proposed(id, reviewer, '2027-03-09T10:00')).json()).toEqual({
      scheduleDateTimeStr: '2027-03-09T10:00',
      facilityName: 'Orange County Pharmacy',
      facilityStreetAddress: '6101 Lake Ellenor Dr',
      facilityCity: 'Orlando',
      facilityStateAbr: 'FL',
      facilityZip: '32809',
    });
    // Summer time: UTC-4.
    const summer = await newReview('2027-07-01T13:30:00Z');
    expect((await proposed(summer, reviewer, '2027-07-01T09:30')).json()).toMatchObject({
      scheduleDateTimeStr: '2027-07-01T09:30',
    });
    const missing = await proposed(999999, reviewer, '2027-03-09T10:00');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(icqMessages.reviewNotFound);
  });

  it('lets the assigned reviewer approve the proposed time once: a later answer changes nothing', async () => {
    const id = await newReview();
    const approved = await decide(id, reviewer, true, '2027-03-09T10:00');
    expect(approved.json()).toMatchObject({
      isSuccessful: true,
      message: icqMessages.approved,
      model: { scheduleDateTimeStr: '2027-03-09T10:00', facilityCity: 'Orlando' },
    });
    const decided = await reviewRow(id);
    expect(decided).toMatchObject({ scheduleStatus: 'Approved' });
    // The same (valid) link's decline, e.g. replayed by someone who saw it, cannot flip the answer.
    const again = await decide(id, reviewer, false, '2027-03-09 10:00:00');
    expect(again.json()).toMatchObject({ isSuccessful: false, message: icqMessages.alreadyAnswered });
    expect(await reviewRow(id)).toEqual(decided);
  });

  it('lets the assigned reviewer decline', async () => {
    const id = await newReview();
    const declined = await decide(id, reviewer, false, '2027-03-09 10:00:00');
    expect(declined.json()).toMatchObject({ isSuccessful: true, message: icqMessages.declined });
    expect(await reviewRow(id)).toMatchObject({ scheduleStatus: 'Declined' });
    const approve = await decide(id, reviewer, true, '2027-03-09T10:00');
    expect(approve.json()).toMatchObject({ isSuccessful: false, message: icqMessages.alreadyAnswered });
    expect(await reviewRow(id)).toMatchObject({ scheduleStatus: 'Declined' });
  });

  it('refuses a link without our token like an unknown review, and changes nothing', async () => {
    const id = await newReview();
    const time = '2027-03-09T10:00';
    const unknownGet = await proposed(999999, reviewer, time);
    const unknownPost = await decide(999999, reviewer, true, time);
    const forged = [
      ['no token', ''],
      ['a made-up token', 'x'.repeat(43)],
      ['another review’s token', sign(id + 1, reviewer, time)],
      ['another user’s token', sign(id, otherUser, time)],
      ['another time’s token', sign(id, reviewer, '2027-03-09T11:00')],
      [
        'a token of another key',
        scheduleLinkToken(new TextEncoder().encode('k'.repeat(40)), {
          icqReviewId: id,
          userId: reviewer,
          scheduleDate: time,
        }),
      ],
    ] as const;
    for (const [what, token] of forged) {
      const got = await proposed(id, reviewer, time, token);
      expect({ what, status: got.statusCode, body: got.json() }).toEqual({
        what,
        status: unknownGet.statusCode,
        body: unknownGet.json(),
      });
      const posted = await decide(id, reviewer, true, time, {}, token);
      expect({ what, status: posted.statusCode, body: posted.json() }).toEqual({
        what,
        status: unknownPost.statusCode,
        body: unknownPost.json(),
      });
    }
    expect(unknownPost.json()).toMatchObject({ isSuccessful: false, message: icqMessages.reviewNotFound });
    // The spec's bare query, as before this fix, is refused too.
    const bare = await get(`/api/ICQ/IcqScheduling/GetProposedSchedule?icqReviewId=${id}`);
    expect(bare.statusCode).toBe(400);
    expect(await reviewRow(id)).toMatchObject({ scheduleStatus: 'Proposed', scheduleDecidedAt: null });
  });

  it('changes nothing when the link is for a time the visit no longer has', async () => {
    const id = await newReview();
    const res = await decide(id, reviewer, true, '2027-03-02T10:00');
    expect(res.json()).toMatchObject({ isSuccessful: false, message: icqMessages.rescheduled });
    expect(await reviewRow(id)).toMatchObject({ scheduleStatus: 'Proposed', scheduleDecidedAt: null });
  });

  it('refuses a user who is not the review’s reviewer, and an unknown review', async () => {
    const id = await newReview();
    const res = await decide(id, otherUser, true, '2027-03-09T10:00');
    expect(res.json()).toMatchObject({ isSuccessful: false, message: icqMessages.notReviewer });
    expect(await reviewRow(id)).toMatchObject({ scheduleStatus: 'Proposed' });
    const unknown = await decide(999999, reviewer, true, '2027-03-09T10:00');
    expect(unknown.json()).toMatchObject({ isSuccessful: false, message: icqMessages.reviewNotFound });
  });

  it('refuses a ticked honeypot, a missing captcha and a bad approve value', async () => {
    const id = await newReview();
    const honey = await decide(id, reviewer, true, '2027-03-09T10:00', { honeyPot: true });
    expect(honey.statusCode).toBe(400);
    expect(honey.json().message).toBe(publicFormMessages.honeyPot);
    const noCaptcha = await decide(id, reviewer, true, '2027-03-09T10:00', { recaptcha: '' });
    expect(noCaptcha.json().message).toBe(publicFormMessages.captchaRequired);
    const bad = await submitPublicForm(
      ctx.app,
      `/api/ICQ/IcqScheduling/ApproveOrDeclineSchedule?icqReviewId=${id}&userId=${reviewer}&approve=maybe&token=${sign(id, reviewer, '2027-03-09T10:00')}`,
      { scheduleDate: '2027-03-09T10:00' },
    );
    expect(bad.statusCode).toBe(400);
    expect(await reviewRow(id)).toMatchObject({ scheduleStatus: 'Proposed' });
  });
});
