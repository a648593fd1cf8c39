import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, expectSecurityCheckPassed, tickHoneypot } from './helpers.ts';
import { fieldMessage } from './public-form-helpers.ts';

const facilityName = 'Department of Health in Orange County - Pharmacy Services, Orlando';

/** A review visit of the demo pharmacist at the Orange County pharmacy, proposed for `proposedAt` (UTC). */
async function newReview(proposedAt: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; reviewer: number }>(
      `insert into icq_reviews (facility_id, facility_street_address, facility_city, facility_state_abr,
         facility_zip, proposed_schedule_at, reviewer_user_id)
       select f.id, '6101 Lake Ellenor Dr', 'Orlando', 'FL', '32809', $1, u.id
       from facilities f, users u
       where f.name = 'Orange County Health Department Pharmacy' and u.user_name = 'pharmacist'
       returning id, reviewer_user_id as reviewer`,
      [proposedAt],
    );
    const row = rows[0];
    if (!row) throw new Error('review not created');
    return row;
  });
}

/** The app under test signs with JWT_SECRET, else with the key it generated in its DATA_DIR (playwright.config.ts). */
function sessionSecret(): string {
  const file = new URL(`../../data/e2e-${process.env.E2E_PORT ?? 3100}/jwt-secret.key`, import.meta.url);
  return process.env.JWT_SECRET ?? readFileSync(file, 'utf8').trim();
}

/**
 * A schedule link as the scheduling email carries it: the spec's path and query plus `token`, an HMAC over
 * review, user and time keyed from the session secret (decision 021).
 */
function scheduleLink(icqReviewId: number, userId: number, approve: boolean, scheduleDate: string) {
  const key = createHmac('sha256', sessionSecret()).update('icq-schedule-link').digest();
  const token = createHmac('sha256', key)
    .update(`${icqReviewId}.${userId}.${scheduleDate}`)
    .digest('base64url');
  return `/icq/scheduling/${icqReviewId}/${userId}?approve=${approve}&scheduleDate=${scheduleDate}&token=${token}`;
}

async function newFeedback() {
  const review = await newReview('2026-06-02T14:00:00Z');
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; guid: string }>(
      'insert into icq_feedback (icq_review_id) values ($1) returning id, guid',
      [review.id],
    );
    const row = rows[0];
    if (!row) throw new Error('feedback not created');
    return row;
  });
}

const feedbackRow = (id: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ rating: number | null; comment: string | null }>(
      'select rating, comment from icq_feedback where id = $1',
      [id],
    );
    return rows[0];
  });

const reviewStatus = (id: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ schedule_status: string }>(
      'select schedule_status from icq_reviews where id = $1',
      [id],
    );
    return rows[0]?.schedule_status;
  });

async function openSurvey(page: Page, feedback: { id: number; guid: string }) {
  await page.goto(`/icq-feedback/${feedback.id}/${feedback.guid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Feedback Survey' })).toBeVisible();
  await expect(fieldMessage(page, facilityName)).toBeVisible();
  await expectSecurityCheckPassed(page);
}

test.describe('Review feedback survey', () => {
  test('a reviewer rates the visit and comments with the keyboard alone', async ({ page }) => {
    const feedback = await newFeedback();
    await openSurvey(page, feedback);
    await expect(fieldMessage(page, `ID: ${feedback.id}`)).toBeVisible();
    await expect(fieldMessage(page, '1000 characters left')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(fieldMessage(page, 'Rating is required to submit this feedback.')).toBeVisible();

    await page.getByLabel('Comment').focus();
    await page.keyboard.type('Clear and helpful.');
    await expect(fieldMessage(page, '982 characters left')).toBeVisible();
    // Arrows move between the stars, Space chooses one.
    await page.keyboard.press('Shift+Tab');
    for (let star = 1; star <= 5; star++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Comment')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
    expect(await feedbackRow(feedback.id)).toEqual({ rating: 5, comment: 'Clear and helpful.' });
  });

  test('a failed save shows the server message and resets the rating; a wrong link shows no survey', async ({
    page,
  }) => {
    const feedback = await newFeedback();
    await openSurvey(page, feedback);
    // A click on the star itself chooses it.
    await page.getByRole('radio', { name: '2 stars' }).click();
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    // Someone answered the same survey in another tab meanwhile.
    await withDatabase((c) =>
      c.query('update icq_feedback set rating = 1, submitted_at = now() where id = $1', [feedback.id]),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Feedback for this review has already been submitted. Thank you!' }),
    ).toBeVisible();
    // Reset to no choice: no star is checked (and there is no "0 stars" radio).
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldMessage(page, 'Rating is required to submit this feedback.')).toBeVisible();
    expect(await feedbackRow(feedback.id)).toEqual({ rating: 1, comment: null });

    await page.goto(`/icq-feedback/${feedback.id}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('alert').filter({ hasText: 'This survey link is not valid.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });

  test('a ticked honeypot is refused and stores nothing', async ({ page }) => {
    const feedback = await newFeedback();
    await openSurvey(page, feedback);
    await tickHoneypot(page);
    // A click on the star itself chooses it.
    await page.getByRole('radio', { name: '3 stars' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This submission cannot be accepted.' }),
    ).toBeVisible();
    expect(await feedbackRow(feedback.id)).toEqual({ rating: null, comment: null });
  });
});

test.describe('Review visit schedule', () => {
  test('the reviewer approves the proposed time from the link; the visit then stays approved', async ({
    page,
  }) => {
    const review = await newReview('2027-04-06T14:00:00Z');
    await page.goto(scheduleLink(review.id, review.reviewer, true, '2027-04-06T10:00'));
    await expect(page.getByRole('status').filter({ hasText: 'Approved!' })).toBeVisible();
    await expect(fieldMessage(page, 'Tuesday, April 6, 2027 at 10:00 AM Eastern Time')).toBeVisible();
    await expect(fieldMessage(page, '6101 Lake Ellenor Dr')).toBeVisible();
    await expect(fieldMessage(page, 'Orlando, FL 32809')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await reviewStatus(review.id)).toBe('Approved');

    await page.goto(scheduleLink(review.id, review.reviewer, false, '2027-04-06T10:00'));
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'An answer for this review visit has already been recorded.' }),
      // The page answers once its captcha is solved, which takes longer on a busy machine.
    ).toBeVisible({ timeout: 15_000 });
    expect(await reviewStatus(review.id)).toBe('Approved');
  });

  test('the reviewer declines', async ({ page }) => {
    const review = await newReview('2027-04-07T18:30:00Z');
    await page.goto(scheduleLink(review.id, review.reviewer, false, '2027-04-07T14:30'));
    await expect(page.getByRole('status').filter({ hasText: 'Declined!' })).toBeVisible();
    await expect(fieldMessage(page, 'Wednesday, April 7, 2027 at 2:30 PM Eastern Time')).toBeVisible();
    expect(await reviewStatus(review.id)).toBe('Declined');
  });

  test('the demo scheduling email in the outbox carries a working link', async ({ page }) => {
    // Other specs mail the demo pharmacist too (a recall of a lot at their facility): find the scheduling email.
    const mails = await outboxFor('pharmacist@homer.example');
    const approve = mails.map((m) => m.text_body.match(/^Approve: (\S+)$/m)?.[1]).find(Boolean);
    expect(approve).toBeDefined();
    const link = new URL(approve ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('status').filter({ hasText: 'Approved!' })).toBeVisible();
    await expect(fieldMessage(page, 'Tuesday, March 9, 2027 at 10:00 AM Eastern Time')).toBeVisible();
  });

  test('a link without its token, or with a wrong one, shows no review and changes nothing', async ({
    page,
  }) => {
    const review = await newReview('2027-04-09T14:00:00Z');
    const link = scheduleLink(review.id, review.reviewer, true, '2027-04-09T10:00');
    await page.goto(link.replace(/&token=.*$/, ''));
    await expect(page.getByRole('alert').filter({ hasText: 'This link is incomplete.' })).toBeVisible();
    await page.goto(link.replace(/&token=.*$/, '&token=guessed-token'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'This review could not be found.' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Approved!' })).toHaveCount(0);
    expect(await reviewStatus(review.id)).toBe('Proposed');
  });

  test('a link for a moved visit warns and changes nothing; another user is refused', async ({ page }) => {
    const review = await newReview('2027-04-08T14:00:00Z');
    await page.goto(scheduleLink(review.id, review.reviewer, true, '2027-04-01T10:00'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'This visit has been rescheduled' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await reviewStatus(review.id)).toBe('Proposed');

    // A link once sent to someone the review is no longer assigned to.
    const otherUser = await withDatabase(async (c) => {
      const { rows } = await c.query<{ id: number }>("select id from users where user_name = 'admin'");
      return rows[0]?.id ?? 0;
    });
    await page.goto(scheduleLink(review.id, otherUser, true, '2027-04-08T10:00'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is not valid for this review.' }),
    ).toBeVisible();
    expect(await reviewStatus(review.id)).toBe('Proposed');
  });
});
