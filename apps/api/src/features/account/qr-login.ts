import { accountMessages, qrTokenSeconds } from '@homer/contracts/account';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { consumeChallenge, createChallenge, newSecret } from './challenges.ts';
import { recordLogin } from './login-history.ts';
import type { Client } from './mfa-ticket.ts';
import { createSession } from './sessions.ts';

/** Mobile-scanning sessions are for one shift of scanning, not a full working day. */
const mobileSessionHours = 4;

/** POST api/QrLogin/CreateToken: a signed-in user's short-lived, single-use QR sign-in for their phone. */
export async function createQrToken(db: Db, config: Config, userId: number) {
  const token = newSecret();
  const row = await createChallenge(db, { kind: 'qr', userId, seconds: qrTokenSeconds, secret: token });
  return {
    token,
    url: `${config.publicBaseUrl}/mobile-scanning?qrToken=${encodeURIComponent(token)}`,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** api/QrLogin/ValidateToken: spends the token and opens a mobile-scanning session for its user. */
export async function validateQrToken(db: Db, config: Config, token: string, client: Client) {
  const spent = await consumeChallenge(db, 'qr', { secret: token });
  if (!spent?.userId) throw new HttpError(401, accountMessages.qrInvalid);
  const { rows } = await db.execute<{ disabled: boolean }>(
    sql`select disabled from users where id = ${spent.userId}`,
  );
  if (!rows[0] || rows[0].disabled) throw new HttpError(401, accountMessages.qrInvalid);
  const sessionToken = await createSession(db, config, {
    userId: spent.userId,
    maxHours: mobileSessionHours,
    // The QR code was made by a signed-in user, but the phone proved no factor of its own.
    mfaVerified: false,
    mobileScanning: true,
    ...client,
  });
  await recordLogin(db, { userName: null, userId: spent.userId, ...client, ok: true, reason: 'qr' });
  return { token: sessionToken, userId: spent.userId };
}
