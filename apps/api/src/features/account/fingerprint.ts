import { mfaMessages } from '@homer/contracts/mfa';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { fingerprintEnrollments } from '../../db/schema/mfa.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import type { FingerprintMatcher } from '../../integrations/fingerprint/fingerprint-matcher.ts';
import { FingerprintServiceDown } from '../../integrations/fingerprint/fingerprint-service-down.ts';
import { HttpError } from '../../plugins/errors.ts';
import { updateChallengeData } from './challenges.ts';
import { failMfaAttempt, type LiveTicket } from './mfa-ticket.ts';

/** Runs a matcher call; a service that is down is the spec's 503 with the CloudABIS message. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FingerprintServiceDown) throw new HttpError(503, mfaMessages.cloudAbisDown);
    throw error;
  }
}

export async function fingerprintEnrollment(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(fingerprintEnrollments)
    .where(eq(fingerprintEnrollments.userId, userId));
  return row ?? null;
}

/**
 * The fingerprint step of sign-in: a match marks the ticket, which Login?fingerprintSuccess=true then spends.
 * A mismatch counts against the ticket's attempts.
 */
export async function matchTicketFingerprint(
  db: Db,
  matcher: FingerprintMatcher,
  ticket: LiveTicket,
  template: string,
): Promise<boolean> {
  if (!ticket.data.fingerprintMfa) throw new HttpError(400, mfaMessages.methodNotEnabled);
  const enrollment = await fingerprintEnrollment(db, ticket.userId);
  const matched = enrollment ? await guarded(() => matcher.verify(enrollment, template)) : false;
  if (!matched) {
    await failMfaAttempt(db, ticket);
    return false;
  }
  await updateChallengeData(db, ticket.id, { fingerprintMatched: true });
  return true;
}

export async function enrollFingerprint(
  db: Db,
  matcher: FingerprintMatcher,
  actor: Actor,
  userId: number,
  template: string,
): Promise<void> {
  const enrolled = await guarded(() => matcher.enroll(userId, template));
  await withTx(db, actor, (tx) =>
    tx
      .insert(fingerprintEnrollments)
      .values({ userId, provider: matcher.mode, ...enrolled, createdAt: new Date() })
      .onConflictDoUpdate({
        target: fingerprintEnrollments.userId,
        set: { provider: matcher.mode, ...enrolled, createdAt: new Date() },
      }),
  );
}
