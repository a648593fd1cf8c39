import { passwordMessages } from '@homer/contracts/password';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { hashResetToken } from './reset-link.ts';

export type ResetTokenCheck = { valid: true; tokenId: number } | { valid: false; message: string };

/**
 * Whether a reset link's token may still be used by this user. Looked up by its hash (only the hash is
 * stored); a token of another user reads as not valid, so a userId cannot be probed with someone's token.
 * `lock` holds the row until the transaction ends, so two submissions of one link cannot both succeed.
 */
export async function checkResetToken(
  db: Queryable,
  token: string,
  userId: number,
  lock = false,
): Promise<ResetTokenCheck> {
  const { rows } = await db.execute<{ id: number; user_id: number; expired: boolean; used: boolean }>(sql`
    select id, user_id, expires_at <= now() as expired, used_at is not null as used
    from password_reset_tokens
    where token_hash = ${hashResetToken(token)}
    ${lock ? sql`for update` : sql``}`);
  const row = rows[0];
  if (!row || row.user_id !== userId) return { valid: false, message: passwordMessages.linkInvalid };
  if (row.used) return { valid: false, message: passwordMessages.linkUsed };
  if (row.expired) return { valid: false, message: passwordMessages.linkExpired };
  return { valid: true, tokenId: row.id };
}
