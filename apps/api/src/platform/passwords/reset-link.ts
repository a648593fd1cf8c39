import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { passwordResetTokens } from '../../db/schema/core.ts';
import type { Tx } from '../../db/tx.ts';

/** How long a link lasts: a reset is asked for now; a welcome email may wait in an inbox for days. */
export const resetLinkLifetimeHours = { reset: 2, welcome: 7 * 24 } as const;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A single-use change-password link for the user. Only the token's hash is stored, so the database
 * alone cannot be used to reset anyone's password.
 */
export async function createResetLink(
  db: Db | Tx,
  config: Config,
  userId: number,
  kind: keyof typeof resetLinkLifetimeHours,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(Date.now() + resetLinkLifetimeHours[kind] * 3600_000),
  });
  const url = new URL('/change-password', config.publicBaseUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('userId', String(userId));
  return url.toString();
}
