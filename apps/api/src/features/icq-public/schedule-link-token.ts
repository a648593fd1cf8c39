import { timingSafeEqual } from 'node:crypto';
import { scheduleTimeKey } from '@homer/contracts/icq';
import { keyedHash, purposeKey } from '../../platform/signed-links/keyed-hash.ts';

/** What a schedule link names; its token signs exactly these (the answer, approve or decline, is the reviewer's). */
export type ScheduleLinkFacts = { icqReviewId: number; userId: number; scheduleDate: string };

/**
 * The token of an emailed schedule link: an HMAC over review, user and proposed time, keyed from the session
 * secret (as the captcha is), so ids alone — easy to guess — no longer open or decide a review (decision 021).
 */
export function scheduleLinkToken(secret: Uint8Array, link: ScheduleLinkFacts): string {
  return keyedHash(
    purposeKey(secret, 'icq-schedule-link'),
    `${link.icqReviewId}.${link.userId}.${scheduleTimeKey(link.scheduleDate)}`,
  );
}

/** Compared in constant time, so the answer's timing says nothing about how much of a guess was right. */
export function scheduleLinkTokenMatches(
  secret: Uint8Array,
  link: ScheduleLinkFacts,
  token: string,
): boolean {
  const expected = Buffer.from(scheduleLinkToken(secret, link));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
