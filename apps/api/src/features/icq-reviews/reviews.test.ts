import { Module, Role } from '@homer/contracts/access';
import { fieldMessages, maxId } from '@homer/contracts/fields';
import { icqMessages } from '@homer/contracts/icq';
import { icqReviewMessages as m, icqReviewPaths as paths } from '@homer/contracts/icq-reviews';
import { messages } from '@homer/contracts/messages';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icqFeedback, icqReviews } from '../../db/schema/icq.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { bearer, createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
let manager: { userId: number; token: string };
let plainUser: { userId: number; token: string };
let reviewer: number;
let otherReviewer: number;
let technician: number;
let facilityId: number;
let bareFacilityId: number;
let inactiveFacilityId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await createSignedInUser(ctx, {
    userName: 'icq-manager',
    access: [{ module: Module.Admin, role: Role.Manager }],
  });
  plainUser = await createSignedInUser(ctx, {
    userName: 'icq-user',
    access: [{ module: Module.HelpDesk, role: Role.User }],
  });
  reviewer = (
    await createSignedInUser(ctx, {
      userName: 'icq-reviewer',
      firstName: 'Riley',
      access: [{ module: Module.Inventory, role: Role.Pharmacist }],
    })
  ).userId;
  otherReviewer = (
    await createSignedInUser(ctx, {
      userName: 'icq-reviewer-2',
      access: [{ module: Module.CI, role: Role.SystemAdmin }],
    })
  ).userId;
  technician = (
    await createSignedInUser(ctx, {
      userName: 'icq-tech',
      access: [{ module: Module.Inventory, role: Role.Technician }],
    })
  ).userId;
  const { facilityIds } = await insertFacilities(ctx.db, [
    {
      name: 'Orange',
      longName: 'Orange County Pharmacy',
      street: '6101 Lake Ellenor Dr',
      city: 'Orlando',
      state: 'FL',
      zip: '32809',
    },
    { name: 'Bare Facility' },
    { name: 'Closed Facility', isActive: false },
  ]);
  [facilityId, bareFacilityId, inactiveFacilityId] = facilityIds as [number, number, number];
});
afterAll(() => ctx.close());

const get = (path: string, query: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url: `/${path}?${query}`, headers: token ? bearer(token) : {} });
const post = (path: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url: `/${path}`, payload, headers: token ? bearer(token) : {} });

const form = (change: object = {}) => ({
  id: 0,
  facilityId,
  street: '6101 Lake Ellenor Dr',
  city: 'Orlando',
  state: 'FL',
  zip: '32809',
  reviewerUserId: reviewer,
  proposedAt: '2027-06-15T10:00',
  contactEmail: '',
  ...change,
});

const reviewCount = async () => (await ctx.db.select({ n: count() }).from(icqReviews))[0]?.n ?? 0;
const reviewRow = async (id: number) =>
  (await ctx.db.select().from(icqReviews).where(eq(icqReviews.id, id)))[0];
const mailsTo = (address: string, subject: string) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), like(emailOutbox.subject, `%${subject}%`)))
    .orderBy(desc(emailOutbox.id));
const noticesOf = (userId: number) =>
  ctx.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.typeKey, 'icq.review-answered')))
    .orderBy(desc(userNotifications.id));

async function create(change: object = {}) {
  const res = await post(paths.save, form(change), manager.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; status: string; proposedAt: string };
}

/** The reviewer's newest approve link for the review, as the email carries it. */
async function emailedLink(reviewId: number) {
  const [mail] = await mailsTo('icq-reviewer@test.example', 'Review visit proposed');
  const line = mail?.textBody.split('\n').find((l) => l.startsWith('Decline:'));
  const url = new URL(line?.slice('Decline: '.length) ?? '');
  expect(url.pathname).toBe(`/icq/scheduling/${reviewId}/${reviewer}`);
  return {
    scheduleDate: url.searchParams.get('scheduleDate') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

const answer = (id: number, link: { scheduleDate: string; token: string }, approve: boolean) =>
  submitPublicForm(
    ctx.app,
    `/api/ICQ/IcqScheduling/ApproveOrDeclineSchedule?icqReviewId=${id}&userId=${reviewer}&approve=${approve}&token=${encodeURIComponent(link.token)}`,
    { scheduleDate: link.scheduleDate },
  );

describe('access', () => {
  it('lets a Manager of any module in; a User gets 403, nobody 401', async () => {
    const review = await create();
    const calls = [
      () => get(paths.list, 'pageSize=25', undefined),
      () => get(paths.options, '', undefined),
      () => get(paths.review, `id=${review.id}`, undefined),
      () => get(paths.history, `id=${review.id}`, undefined),
      () => post(paths.save, form(), undefined),
      () => post(paths.cancel, { id: review.id, reason: 'x' }, undefined),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    const asUser = [
      get(paths.list, 'pageSize=25', plainUser.token),
      get(paths.options, '', plainUser.token),
      get(paths.review, `id=${review.id}`, plainUser.token),
      get(paths.history, `id=${review.id}`, plainUser.token),
      post(paths.save, form(), plainUser.token),
      post(paths.cancel, { id: review.id, reason: 'x' }, plainUser.token),
    ];
    const before = await reviewCount();
    for (const res of await Promise.all(asUser)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.accessDenied);
    }
    expect(await reviewCount()).toBe(before);
    expect((await reviewRow(review.id))?.scheduleStatus).toBe('Proposed');
    for (const res of await Promise.all([
      get(paths.list, 'pageSize=25', manager.token),
      get(paths.options, '', manager.token),
      get(paths.review, `id=${review.id}`, manager.token),
      get(paths.history, `id=${review.id}`, manager.token),
    ])) {
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe('options', () => {
  it('offers active facilities with their address, and Pharmacists or above as reviewers', async () => {
    const res = await get(paths.options, '', manager.token);
    const { facilities, reviewers } = res.json();
    expect(facilities).toContainEqual({
      value: facilityId,
      text: 'Orange County Pharmacy',
      street: '6101 Lake Ellenor Dr',
      city: 'Orlando',
      state: 'FL',
      zip: '32809',
    });
    expect(facilities.map((f: { value: number }) => f.value)).not.toContain(inactiveFacilityId);
    const ids = reviewers.map((r: { value: number }) => r.value);
    expect(ids).toEqual(expect.arrayContaining([reviewer, otherReviewer, manager.userId]));
    expect(ids).not.toContain(technician);
    expect(ids).not.toContain(plainUser.userId);
  });
});

describe('create', () => {
  it('stores the review and its survey, mails the reviewer the signed links and the contact the survey', async () => {
    const res = await post(paths.save, form({ contactEmail: 'pharmacy@orange.example' }), manager.token);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.created });
    const review = res.json().value;
    expect(review).toMatchObject({
      facilityName: 'Orange County Pharmacy',
      proposedAt: '2027-06-15T10:00',
      status: 'Proposed',
      reviewerUserId: reviewer,
      contactEmail: 'pharmacy@orange.example',
      feedback: null,
    });
    const row = await reviewRow(review.id);
    // Summer time in the programme's zone: UTC-4.
    expect(row?.proposedScheduleAt.toISOString()).toBe('2027-06-15T14:00:00.000Z');
    expect(row?.createdByUserId).toBe(manager.userId);
    const [schedule] = await mailsTo('icq-reviewer@test.example', 'Review visit proposed');
    expect(schedule?.textBody).toContain('Hello Riley');
    expect(schedule?.textBody).toContain('Tuesday, June 15, 2027 at 10:00 AM Eastern Time');
    expect((await emailedLink(review.id)).scheduleDate).toBe('2027-06-15T10:00');
    const [survey] = await ctx.db.select().from(icqFeedback).where(eq(icqFeedback.icqReviewId, review.id));
    const [surveyMail] = await mailsTo('pharmacy@orange.example', 'your feedback');
    expect(surveyMail?.textBody).toContain(`/icq-feedback/${survey?.id}/${survey?.guid}`);
  });

  it('mails the survey to the creator when the review names no contact', async () => {
    const review = await create({ facilityId: bareFacilityId, proposedAt: '2027-07-01T09:00' });
    const [survey] = await ctx.db.select().from(icqFeedback).where(eq(icqFeedback.icqReviewId, review.id));
    const [mail] = await mailsTo('icq-manager@test.example', 'your feedback');
    expect(mail?.textBody).toContain(`/icq-feedback/${survey?.id}/${survey?.guid}`);
  });

  it.each([
    ['a past time', { proposedAt: '2020-01-01T10:00' }, m.proposedPast],
    ['a time too far ahead', { proposedAt: '2040-01-01T10:00' }, m.proposedTooFar],
    ['no time', { proposedAt: '' }, m.proposedRequired],
    ['a time that does not exist', { proposedAt: '2027-03-14T02:30' }, m.proposedInvalid],
    ['a date that does not exist', { proposedAt: '2027-02-30T10:00' }, m.proposedInvalid],
    ['an unknown facility', { facilityId: maxId }, m.unknownFacility],
    ['no facility', { facilityId: 0 }, m.facilityRequired],
    ['a facility id past int4', { facilityId: maxId + 1 }, m.facilityRequired],
    ['an unknown reviewer', { reviewerUserId: maxId }, m.unknownReviewer],
    ['a negative reviewer id', { reviewerUserId: -1 }, m.reviewerRequired],
    ['a reviewer id past int4', { reviewerUserId: 2 ** 32 }, m.reviewerRequired],
    ['an id past int4', { id: maxId + 1 }, fieldMessages.idOrZero],
    ['a NUL in the street', { street: 'Main\u0000St' }, fieldMessages.characters],
    [
      'an over-long street',
      { street: 'x'.repeat(151) },
      'Street address cannot be longer than 150 characters.',
    ],
    ['an over-long city', { city: 'x'.repeat(51) }, 'City cannot be longer than 50 characters.'],
    ['no street', { street: '  ' }, m.streetRequired],
    ['a bad state', { state: 'F1' }, m.stateInvalid],
    ['a bad ZIP', { zip: '3280' }, m.zipInvalid],
    ['a bad contact email', { contactEmail: 'not-an-email' }, m.contactEmailInvalid],
  ])('refuses %s and stores nothing', async (_what, change, message) => {
    const before = await reviewCount();
    const res = await post(paths.save, form(change), manager.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await reviewCount()).toBe(before);
  });

  it('refuses a technician as reviewer and an inactive facility', async () => {
    const before = await reviewCount();
    const res = await post(paths.save, form({ reviewerUserId: technician }), manager.token);
    expect(res.json().message).toBe(m.unknownReviewer);
    const closed = await post(paths.save, form({ facilityId: inactiveFacilityId }), manager.token);
    expect(closed.json().message).toBe(m.unknownFacility);
    expect(await reviewCount()).toBe(before);
  });

  it('refuses a change to an inactive facility or a technician, leaving the review as it was', async () => {
    const review = await create({ proposedAt: '2027-06-20T10:00' });
    const stored = await reviewRow(review.id);
    const closed = await post(
      paths.save,
      form({
        id: review.id,
        proposedAt: '2027-06-20T10:00',
        facilityId: inactiveFacilityId,
        city: 'Kissimmee',
      }),
      manager.token,
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(m.unknownFacility);
    const technicianAsReviewer = await post(
      paths.save,
      form({ id: review.id, proposedAt: '2027-06-21T10:00', reviewerUserId: technician }),
      manager.token,
    );
    expect(technicianAsReviewer.statusCode).toBe(400);
    expect(technicianAsReviewer.json().message).toBe(m.unknownReviewer);
    expect(await reviewRow(review.id)).toEqual(stored);
  });
});

describe('answer, reschedule, feedback, cancel', () => {
  it('tells the creator of the answer; a new time proposes it again and the old link is refused', async () => {
    const review = await create({ proposedAt: '2027-05-04T13:00' });
    const oldLink = await emailedLink(review.id);
    const approved = await answer(review.id, oldLink, true);
    expect(approved.json()).toMatchObject({ isSuccessful: true, message: icqMessages.approved });
    expect(await reviewRow(review.id)).toMatchObject({ scheduleStatus: 'Approved' });
    const [notice] = await noticesOf(manager.userId);
    expect(notice).toMatchObject({ link: `icq/reviews/edit/${review.id}` });
    expect(notice?.title).toContain('approved');

    const moved = await post(
      paths.save,
      form({ id: review.id, proposedAt: '2027-05-05T13:00' }),
      manager.token,
    );
    expect(moved.json()).toMatchObject({
      message: m.rescheduled,
      value: { status: 'Proposed', decidedAt: null },
    });
    const newLink = await emailedLink(review.id);
    expect(newLink.scheduleDate).toBe('2027-05-05T13:00');
    const [reproposal] = await mailsTo('icq-reviewer@test.example', 'Review visit proposed');
    expect(reproposal?.textBody).toContain('A review visit at Orange County Pharmacy is proposed for');
    const stale = await answer(review.id, oldLink, false);
    expect(stale.json()).toMatchObject({ isSuccessful: false, message: icqMessages.rescheduled });
    expect(await reviewRow(review.id)).toMatchObject({ scheduleStatus: 'Proposed' });

    // Another reviewer: the first one's link no longer names the review's reviewer.
    await post(
      paths.save,
      form({ id: review.id, proposedAt: '2027-05-05T13:00', reviewerUserId: otherReviewer }),
      manager.token,
    );
    expect((await answer(review.id, newLink, true)).json().message).toBe(icqMessages.notReviewer);

    // An address change alone keeps the answer and sends nothing.
    const other = await create({ proposedAt: '2027-05-06T13:00' });
    await answer(other.id, await emailedLink(other.id), false);
    const mailsBefore = (await mailsTo('icq-reviewer@test.example', 'Review visit proposed')).length;
    const kept = await post(
      paths.save,
      form({ id: other.id, proposedAt: '2027-05-06T13:00', city: 'Winter Park' }),
      manager.token,
    );
    expect(kept.json()).toMatchObject({
      message: m.saved,
      value: { status: 'Declined', city: 'Winter Park' },
    });
    expect((await mailsTo('icq-reviewer@test.example', 'Review visit proposed')).length).toBe(mailsBefore);
  });

  it('shows the submitted feedback and tells the creator of it', async () => {
    const review = await create({ proposedAt: '2027-05-10T13:00' });
    const [survey] = await ctx.db.select().from(icqFeedback).where(eq(icqFeedback.icqReviewId, review.id));
    const saved = await submitPublicForm(ctx.app, '/api/Icq/IcqReview/SaveFeedback', {
      id: survey?.id,
      guid: survey?.guid,
      rating: 4,
      comment: 'Helpful visit.',
    });
    expect(saved.json().isSuccessful).toBe(true);
    const detail = (await get(paths.review, `id=${review.id}`, manager.token)).json().value;
    expect(detail.feedback).toMatchObject({ rating: 4, comment: 'Helpful visit.' });
    const [notice] = await noticesOf(manager.userId);
    expect(notice?.title).toContain('Feedback received');
    const list = await get(paths.list, `pageSize=200&facilityId=${facilityId}`, manager.token);
    const row = list.json().data.find((r: { id: number }) => r.id === review.id);
    expect(row).toMatchObject({ feedbackRating: 4, status: 'Proposed', reviewerName: 'Riley icq-reviewer' });
    const history = (await get(paths.history, `id=${review.id}`, manager.token)).json();
    expect(history.map((h: { field: string }) => h.field)).toEqual(
      expect.arrayContaining(['Proposed Schedule At', 'Feedback Rating']),
    );
  });

  it('cancels with a reason; the link and further changes are refused', async () => {
    const review = await create({ proposedAt: '2027-05-12T13:00' });
    const link = await emailedLink(review.id);
    const empty = await post(paths.cancel, { id: review.id, reason: ' ' }, manager.token);
    expect(empty.json().message).toBe(m.cancelReasonRequired);
    expect((await reviewRow(review.id))?.scheduleStatus).toBe('Proposed');
    const nul = await post(paths.cancel, { id: review.id, reason: 'a\u0000b' }, manager.token);
    expect(nul.json().message).toBe(fieldMessages.characters);
    const long = await post(paths.cancel, { id: review.id, reason: 'x'.repeat(501) }, manager.token);
    expect(long.statusCode).toBe(400);
    expect((await post(paths.cancel, { id: maxId + 1, reason: 'x' }, manager.token)).statusCode).toBe(400);
    expect((await post(paths.cancel, { id: maxId, reason: 'x' }, manager.token)).statusCode).toBe(404);
    expect((await reviewRow(review.id))?.scheduleStatus).toBe('Proposed');

    const done = await post(paths.cancel, { id: review.id, reason: 'Facility closed.' }, manager.token);
    expect(done.json()).toMatchObject({
      message: m.cancelDone,
      value: { status: 'Cancelled', cancelReason: 'Facility closed.' },
    });
    expect((await answer(review.id, link, true)).json().message).toBe(m.cancelled);
    const again = await post(paths.cancel, { id: review.id, reason: 'x' }, manager.token);
    expect(again.json().message).toBe(m.alreadyCancelled);
    const edit = await post(
      paths.save,
      form({ id: review.id, proposedAt: '2027-05-13T13:00' }),
      manager.token,
    );
    expect(edit.json().message).toBe(m.cancelledNotEditable);
    expect(await reviewRow(review.id)).toMatchObject({
      scheduleStatus: 'Cancelled',
      cancelReason: 'Facility closed.',
    });
  });

  it('answers 404 for a review that does not exist and 400 for an id past int4', async () => {
    expect((await get(paths.review, `id=${maxId}`, manager.token)).statusCode).toBe(404);
    expect((await get(paths.review, `id=${maxId + 1}`, manager.token)).statusCode).toBe(400);
    expect((await get(paths.history, `id=${maxId}`, manager.token)).statusCode).toBe(404);
    const missing = await post(paths.save, form({ id: maxId }), manager.token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('list', () => {
  it('filters by status, reviewer, facility and proposed dates (programme days)', async () => {
    const a = await create({ facilityId: bareFacilityId, proposedAt: '2027-08-02T09:00' });
    const b = await create({
      facilityId: bareFacilityId,
      proposedAt: '2027-08-03T23:30',
      reviewerUserId: otherReviewer,
    });
    await post(paths.cancel, { id: b.id, reason: 'No longer needed.' }, manager.token);
    const ids = async (query: string) => {
      const res = await get(paths.list, `pageSize=200&facilityId=${bareFacilityId}&${query}`, manager.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: { id: number }) => r.id);
    };
    expect(await ids('')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids('status=Cancelled')).toEqual([b.id]);
    expect(await ids(`reviewerUserId=${otherReviewer}`)).toEqual([b.id]);
    // 23:30 Eastern on 3 August is 4 August in UTC: the range is in programme days.
    expect(await ids('from=2027-08-03&to=2027-08-03')).toEqual([b.id]);
    expect(await ids('from=2027-08-02&to=2027-08-03')).toEqual([b.id, a.id]);
    const bad = await get(paths.list, 'pageSize=25&from=2027-08-05&to=2027-08-01', manager.token);
    expect(bad.json().message).toBe(m.rangeInvalid);
    const badDate = await get(paths.list, 'pageSize=25&from=2027-02-30', manager.token);
    expect(badDate.json().message).toBe(m.dateInvalid);
    const badStatus = await get(paths.list, 'pageSize=25&status=Maybe', manager.token);
    expect(badStatus.json().message).toBe(m.statusInvalid);
    const pastInt = await get(paths.list, `pageSize=25&reviewerUserId=${maxId + 1}`, manager.token);
    expect(pastInt.statusCode).toBe(400);
  });

  it('pages by cursor, latest proposed time first', async () => {
    for (let day = 10; day < 22; day++) await create({ proposedAt: `2027-09-${day}T10:00` });
    const first = await get(paths.list, 'pageSize=10', manager.token);
    const page = first.json();
    expect(page.data.length).toBe(10);
    const times = page.data.map((r: { proposedAt: string }) => r.proposedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const next = await get(paths.list, `pageSize=10&page=2&after=${page.nextCursor}`, manager.token);
    expect(next.statusCode).toBe(200);
    expect(next.json().data[0].proposedAt <= times.at(-1)).toBe(true);
  });
});
