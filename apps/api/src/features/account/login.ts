import type { LoginRequest, LoginValue } from '@homer/contracts/account';
import { messages } from '@homer/contracts/messages';
import { mfaMessages } from '@homer/contracts/mfa';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordLogin } from './login-history.ts';
import { type Client, completeMfa, issueMfaTicket, readMfaTicket } from './mfa-ticket.ts';
import { verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';

/** Failed attempts tolerated in the window, per account and per address. */
export const loginThrottle = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const;

export type LoginOutcome =
  | { kind: 'signedIn'; value: LoginValue }
  | { kind: 'refused'; message: string }
  | { kind: 'throttled'; message: string };

export async function login(
  db: Db,
  config: Config,
  input: LoginRequest,
  client: Client,
  options: { fingerprintSuccess?: boolean } = {},
): Promise<LoginOutcome> {
  const { rows: failures } = await db.execute<{ account: number; address: number }>(sql`
    select count(*) filter (where lower(user_name) = lower(${input.userName}))::int as account,
           count(*) filter (where ip_address = ${client.ipAddress})::int as address
    from login_history
    where not was_successful
      and created_at > now() - make_interval(mins => ${loginThrottle.windowMinutes})
      and (lower(user_name) = lower(${input.userName}) or ip_address = ${client.ipAddress})`);
  const recent = failures[0] ?? { account: 0, address: 0 };
  if (recent.account >= loginThrottle.perAccount || recent.address >= loginThrottle.perAddress) {
    await record(db, input.userName, null, client, false, 'throttled');
    return { kind: 'throttled', message: messages.tooManyAttempts };
  }

  const { rows } = await db.execute<{
    id: number;
    password_hash: string | null;
    disabled: boolean;
    need_to_reset_pin: boolean;
    fido_mfa_enabled: boolean;
    fingerprint_mfa_enabled: boolean;
  }>(sql`select id, password_hash, disabled, need_to_reset_pin, fido_mfa_enabled, fingerprint_mfa_enabled
         from users where lower(user_name) = lower(${input.userName})`);
  const user = rows[0];
  const passwordMatches = await verifyPassword(input.password, user?.password_hash ?? null);
  if (!user || !passwordMatches) {
    await record(db, input.userName, user?.id ?? null, client, false, 'bad-credentials');
    return { kind: 'refused', message: messages.invalidCredentials };
  }
  if (user.disabled) {
    await record(db, input.userName, user.id, client, false, 'disabled');
    return { kind: 'refused', message: messages.accountDisabled };
  }

  if (options.fingerprintSuccess) return fingerprintLogin(db, config, user.id, input.mfaTicket, client);

  // A user enrolled in multi-factor gets no session until the second factor is verified.
  const needsSecondFactor = user.fido_mfa_enabled || user.fingerprint_mfa_enabled;
  let token: string | null = null;
  let mfaTicket: string | null = null;
  if (needsSecondFactor) {
    mfaTicket = await issueMfaTicket(db, config, user.id, {
      fidoMfa: user.fido_mfa_enabled,
      fingerprintMfa: user.fingerprint_mfa_enabled,
      needToResetPin: user.need_to_reset_pin,
    });
  } else {
    token = await createSession(db, config, { userId: user.id, mfaVerified: false, ...client });
  }
  await record(db, input.userName, user.id, client, true, needsSecondFactor ? 'awaiting-mfa' : null);
  return {
    kind: 'signedIn',
    value: {
      userId: user.id,
      fidoMfa: user.fido_mfa_enabled,
      fingerprintMfa: user.fingerprint_mfa_enabled,
      token,
      user: { id: user.id, needToResetPin: user.need_to_reset_pin },
      entraIdentifierUrl: null,
      entraLoginUrl: null,
      mfaTicket,
    },
  };
}

/**
 * Spec: "POST api/Account/Login?fingerprintSuccess=true". The flag only says which step the client finished;
 * the session is opened only when the ticket's fingerprint was matched on the server by the fingerprint step.
 */
async function fingerprintLogin(
  db: Db,
  config: Config,
  userId: number,
  mfaTicket: string | undefined,
  client: Client,
): Promise<LoginOutcome> {
  if (!mfaTicket) return { kind: 'refused', message: mfaMessages.incorrectFingerprint };
  const ticket = await readMfaTicket(db, config, mfaTicket);
  if (ticket.userId !== userId) throw new HttpError(401, mfaMessages.ticketExpired);
  if (!ticket.data.fingerprintMfa || ticket.data.fingerprintMatched !== true) {
    return { kind: 'refused', message: mfaMessages.incorrectFingerprint };
  }
  return { kind: 'signedIn', value: await completeMfa(db, config, ticket, 'mfa-fingerprint', client) };
}

function record(
  db: Db,
  userName: string,
  userId: number | null,
  client: Client,
  ok: boolean,
  reason: string | null,
) {
  return recordLogin(db, { userName, userId, ...client, ok, reason });
}
