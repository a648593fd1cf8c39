import { normalizeIP } from '@fastify/rate-limit';
import type { LoginRequest, LoginValue } from '@homer/contracts/account';
import { messages } from '@homer/contracts/messages';
import { mfaMessages } from '@homer/contracts/mfa';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { loginThrottle } from '../../platform/auth/login-throttle.ts';
import { verifyPassword } from '../../platform/passwords/password-hash.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordLogin } from './login-history.ts';
import { type Client, completeMfa, issueMfaTicket, readMfaTicket } from './mfa-ticket.ts';

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
  // Checked before the password, so a throttled guess learns nothing.
  if (await isThrottled(db, input.userName, normalizeIP(client.ipAddress))) {
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

/**
 * Only wrong passwords count: throttled attempts do not prolong a wait, and a disabled account is no guess.
 * `addressKey` is the address as login_history.address_key holds it (IPv6 by its /64).
 */
async function isThrottled(db: Db, userName: string, addressKey: string): Promise<boolean> {
  const t = loginThrottle;
  const { rows } = await db.execute<{
    pair_failures: number;
    seconds_since_pair_failure: number | null;
    address_failures: number;
    account_failures: number;
    known_address: boolean;
  }>(sql`
    with cleared as (
      -- An administrator's unlock (decision 040): earlier wrong passwords no longer count against the account.
      select coalesce(max(sign_in_failures_cleared_at), '-infinity') as at from users
      where lower(user_name) = lower(${userName})
    ), pair as (
      select created_at, was_successful, reason from login_history
      where lower(user_name) = lower(${userName}) and address_key = ${addressKey}
        and created_at > now() - make_interval(hours => ${t.pairMemoryHours})
    ), pair_failures as (
      select created_at from pair
      where reason = 'bad-credentials'
        and created_at > coalesce((select max(created_at) from pair where was_successful), '-infinity')
        and created_at > (select at from cleared)
    )
    select
      (select count(*)::int from pair_failures) as pair_failures,
      (select extract(epoch from now() - max(created_at))::float8 from pair_failures) as seconds_since_pair_failure,
      (select count(*)::int from login_history
        where address_key = ${addressKey} and reason = 'bad-credentials'
          and created_at > now() - make_interval(mins => ${t.addressWindowMinutes})) as address_failures,
      (select count(*)::int from login_history
        where lower(user_name) = lower(${userName}) and reason = 'bad-credentials'
          and created_at > now() - interval '1 hour'
          and created_at > (select at from cleared)) as account_failures,
      exists(select 1 from login_history
        where lower(user_name) = lower(${userName}) and address_key = ${addressKey} and was_successful
          and created_at > now() - make_interval(days => ${t.knownAddressDays})) as known_address`);
  const r = rows[0];
  if (!r) return false;
  if (r.address_failures >= t.perAddress) return true;
  if (r.account_failures >= t.perAccountHourly && !r.known_address) return true;
  if (r.pair_failures < t.pairFreeFailures || r.seconds_since_pair_failure === null) return false;
  return r.seconds_since_pair_failure < pairWaitMinutes(r.pair_failures) * 60;
}

/** The wait after the latest of `failures` wrong passwords from one address at one account. */
function pairWaitMinutes(failures: number): number {
  const t = loginThrottle;
  if (failures < t.pairFreeFailures) return 0;
  return Math.min(t.pairFirstWaitMinutes * 2 ** (failures - t.pairFreeFailures), t.pairMaxWaitMinutes);
}
