import type { LoginValue } from '@homer/contracts/account';
import { mfaMessages } from '@homer/contracts/mfa';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  type Challenge,
  consumeChallenge,
  countFailedAttempt,
  createChallenge,
  findLiveChallenge,
} from './challenges.ts';
import { recordLogin } from './login-history.ts';

/** The password step's ticket lives this long; the second factor must be given within it. */
export const mfaTicketSeconds = 300;
/** Wrong fingerprints or failed device checks a ticket tolerates before it is spent. */
export const mfaTicketAttempts = 5;
const audience = 'homer-mfa';

export type MfaTicketData = {
  fidoMfa: boolean;
  fingerprintMfa: boolean;
  needToResetPin: boolean;
  /** Challenge of the last WebAuthn options handed out for this ticket. */
  webAuthnChallenge?: string;
  /** Set by the fingerprint step once the matcher said yes; Login?fingerprintSuccess=true then spends it. */
  fingerprintMatched?: boolean;
};

export type Client = { ipAddress: string; userAgent: string | undefined };

/**
 * Issued by the password step instead of a session: a signed reference to a single-use server row. It is not
 * a session token (no `sid`, its own audience), so it opens nothing but the second-factor calls.
 */
export async function issueMfaTicket(
  db: Db,
  config: Config,
  userId: number,
  data: MfaTicketData,
): Promise<string> {
  const row = await createChallenge(db, { kind: 'mfa', userId, seconds: mfaTicketSeconds, data });
  return new SignJWT({ cid: row.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(row.expiresAt.getTime() / 1000))
    .sign(config.jwtSecret);
}

export type LiveTicket = Challenge & { userId: number; data: MfaTicketData };

/** The live ticket row, or 401 with a message that sends the user back to the password step. */
export async function readMfaTicket(db: Db, config: Config, ticket: string): Promise<LiveTicket> {
  let id: string | null = null;
  try {
    const { payload } = await jwtVerify(ticket, config.jwtSecret, { algorithms: ['HS256'], audience });
    id = typeof payload.cid === 'string' ? payload.cid : null;
  } catch {
    id = null;
  }
  const row = id ? await findLiveChallenge(db, 'mfa', id) : null;
  if (!row || row.userId === null) throw new HttpError(401, mfaMessages.ticketExpired);
  return row as LiveTicket;
}

/** Counts a failed second factor; a ticket out of attempts is spent and the user starts again. */
export async function failMfaAttempt(db: Db, ticket: LiveTicket): Promise<void> {
  const stillLive = await countFailedAttempt(db, ticket.id, mfaTicketAttempts);
  if (!stillLive) throw new HttpError(401, mfaMessages.ticketExpired);
}

/** Spends the ticket and opens a session whose second factor is verified. */
export async function completeMfa(
  db: Db,
  config: Config,
  ticket: LiveTicket,
  method: 'mfa-device' | 'mfa-fingerprint',
  client: Client,
): Promise<LoginValue> {
  const spent = await consumeChallenge(db, 'mfa', { id: ticket.id });
  if (!spent) throw new HttpError(401, mfaMessages.ticketExpired);
  const token = await createSession(db, config, { userId: ticket.userId, mfaVerified: true, ...client });
  await recordLogin(db, { userName: null, userId: ticket.userId, ...client, ok: true, reason: method });
  return {
    userId: ticket.userId,
    fidoMfa: ticket.data.fidoMfa,
    fingerprintMfa: ticket.data.fingerprintMfa,
    token,
    user: { id: ticket.userId, needToResetPin: ticket.data.needToResetPin },
    entraIdentifierUrl: null,
    entraLoginUrl: null,
    mfaTicket: null,
  };
}
