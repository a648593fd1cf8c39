import { accountMessages, qrTokenSeconds } from '@homer/contracts/account';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { type Auth, createSession } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { consumeChallenge, createChallenge, newSecret } from './challenges.ts';
import { recordLogin } from './login-history.ts';
import type { Client } from './mfa-ticket.ts';

/** Mobile-scanning sessions are for one shift of scanning, not a full working day. */
const mobileSessionHours = 4;

/**
 * POST api/QrLogin/CreateToken: a signed-in user's short-lived, single-use QR sign-in for their phone. The token
 * names the session that made it, so the phone's session ends with that one (decision 066).
 */
export async function createQrToken(db: Db, config: Config, auth: Auth) {
  const token = newSecret();
  const row = await createChallenge(db, {
    kind: 'qr',
    userId: auth.user.id,
    seconds: qrTokenSeconds,
    secret: token,
    data: { sessionId: auth.sessionId },
  });
  return {
    token,
    url: `${config.publicBaseUrl}/mobile-scanning?qrToken=${encodeURIComponent(token)}`,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** api/QrLogin/ValidateToken: spends the token and opens a mobile-scanning session for its user. */
export async function validateQrToken(db: Db, config: Config, token: string, client: Client) {
  const spent = await consumeChallenge(db, 'qr', { secret: token });
  const userId = spent?.userId;
  const parentId = (spent?.data as { sessionId?: unknown } | undefined)?.sessionId;
  // A token made before decision 066 names no desktop: the phone asks for a new code.
  if (!userId || typeof parentId !== 'string') throw new HttpError(401, accountMessages.qrInvalid);
  const sessionToken = await db.transaction(async (tx) => {
    // The desktop's row stays locked until the phone's row is committed, so a sign-out racing this one either
    // comes first (no row here) or waits and then revokes the phone as well.
    const { rows } = await tx.execute<{ expires_at: string }>(sql`
      select s.expires_at from sessions s join users u on u.id = s.user_id
      where s.id = ${parentId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
        and not u.disabled
      for update of s`);
    const parent = rows[0];
    if (!parent) throw new HttpError(401, accountMessages.qrInvalid);
    return createSession(tx, config, {
      userId,
      maxHours: mobileSessionHours,
      // The QR code was made by a signed-in user, but the phone proved no factor of its own.
      mfaVerified: false,
      mobileScanning: true,
      parent: { id: parentId, expiresAt: new Date(parent.expires_at) },
      ...client,
    });
  });
  await recordLogin(db, { userName: null, userId, ...client, ok: true, reason: 'qr' });
  return { token: sessionToken, userId };
}
