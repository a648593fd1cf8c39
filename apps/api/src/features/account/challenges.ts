import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { signInChallenges } from '../../db/schema/mfa.ts';

export type ChallengeKind = 'mfa' | 'webauthn-reg' | 'sso' | 'sso-handoff' | 'qr';
export type Challenge = typeof signInChallenges.$inferSelect;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newSecret = () => randomBytes(32).toString('base64url');

export async function createChallenge(
  db: Db,
  input: {
    kind: ChallengeKind;
    userId: number | null;
    seconds: number;
    secret?: string;
    data?: Record<string, unknown>;
  },
): Promise<Challenge> {
  // Spent and expired rows are useless after a day; clearing a few here keeps the table small without a job.
  await db.execute(sql`delete from sign_in_challenges
    where id in (select id from sign_in_challenges where expires_at < now() - interval '1 day' limit 100)`);
  const [row] = await db
    .insert(signInChallenges)
    .values({
      kind: input.kind,
      userId: input.userId,
      secretHash: input.secret ? hashSecret(input.secret) : null,
      data: input.data ?? {},
      expiresAt: new Date(Date.now() + input.seconds * 1000),
    })
    .returning();
  if (!row) throw new Error('challenge insert returned nothing');
  return row;
}

const live = (kind: ChallengeKind) =>
  and(
    eq(signInChallenges.kind, kind),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, new Date()),
  );

/** A live (unspent, unexpired) challenge by id. */
export async function findLiveChallenge(db: Db, kind: ChallengeKind, id: string): Promise<Challenge | null> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.id, id), live(kind)));
  return row ?? null;
}

/**
 * Spends a challenge: exactly one caller wins, however many race for it (the update is the check).
 * `by` is the row id (signed tickets) or the client's secret (state, codes, QR tokens).
 */
export async function consumeChallenge(
  db: Db,
  kind: ChallengeKind,
  by: { id: string } | { secret: string },
): Promise<Challenge | null> {
  const match =
    'id' in by ? eq(signInChallenges.id, by.id) : eq(signInChallenges.secretHash, hashSecret(by.secret));
  const [row] = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(match, live(kind)))
    .returning();
  return row ?? null;
}

export async function updateChallengeData(db: Db, id: string, data: Record<string, unknown>): Promise<void> {
  await db
    .update(signInChallenges)
    .set({ data: sql`${signInChallenges.data} || ${JSON.stringify(data)}::jsonb` })
    .where(eq(signInChallenges.id, id));
}

/** Counts a failed attempt; returns false once the challenge has used up its attempts (it is then spent). */
export async function countFailedAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const [row] = await db
    .update(signInChallenges)
    .set({
      attempts: sql`${signInChallenges.attempts} + 1`,
      usedAt: sql`case when ${signInChallenges.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ attempts: signInChallenges.attempts });
  return row !== undefined && row.attempts < maxAttempts;
}

/** Spends every live challenge of one kind for a user (a newer one replaces them). */
export async function spendUserChallenges(db: Db, kind: ChallengeKind, userId: number): Promise<void> {
  await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.userId, userId), live(kind)));
}
