import { accountMessages, type LoginValue } from '@homer/contracts/account';
import { messages } from '@homer/contracts/messages';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { ssoIdentities } from '../../db/schema/mfa.ts';
import type { EntraClient, SsoIdentity } from '../../integrations/sso/entra-client.ts';
import { createSession } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import { consumeChallenge, createChallenge, newSecret } from './challenges.ts';
import { recordLogin } from './login-history.ts';
import type { Client } from './mfa-ticket.ts';

/** Time to complete the identity provider's sign-in. */
const authorizationSeconds = 600;
/** The callback's one-time code must be exchanged by the login page right away. */
const handoffSeconds = 60;

/** GET api/Account/SsoLogin: the provider's authorization URL; PKCE, state and nonce stay on the server. */
export async function startSso(db: Db, entra: EntraClient, email: string): Promise<string> {
  const start = await entra.start(email);
  await createChallenge(db, {
    kind: 'sso',
    userId: null,
    seconds: authorizationSeconds,
    secret: start.state,
    data: { nonce: start.nonce, codeVerifier: start.codeVerifier, email },
  });
  return start.url;
}

const loginWithError = (message: string) => `/login?errorMessage=${encodeURIComponent(message)}`;

async function matchUser(db: Db, identity: SsoIdentity) {
  type Row = { id: number; disabled: boolean; linked: boolean };
  const { rows: linked } = await db.execute<Row>(sql`
    select u.id, u.disabled, true as linked from sso_identities i join users u on u.id = i.user_id
    where i.issuer = ${identity.issuer} and i.subject = ${identity.subject}`);
  if (linked[0]) return linked[0];
  if (!identity.email) return null;
  const { rows } = await db.execute<Row>(
    sql`select id, disabled, false as linked from users where lower(email) = lower(${identity.email})`,
  );
  return rows[0] ?? null;
}

/**
 * GET api/Account/SsoCallback: checks the provider's answer and sends the browser back to the login page.
 * The session token never travels in a URL: the page gets a one-time code to exchange by POST.
 */
export async function finishSso(
  db: Db,
  entra: EntraClient,
  query: Record<string, string | undefined>,
  rawQuery: string,
  client: Client,
): Promise<string> {
  if (query.error || !query.state) return loginWithError(accountMessages.ssoFailed);
  const pending = await consumeChallenge(db, 'sso', { secret: query.state });
  if (!pending) return loginWithError(accountMessages.ssoExpired);
  const checks = pending.data as { nonce: string; codeVerifier: string };
  let identity: SsoIdentity;
  try {
    identity = await entra.finish(rawQuery, { state: query.state, ...checks });
  } catch {
    return loginWithError(accountMessages.ssoFailed);
  }
  const user = await matchUser(db, identity);
  if (!user) {
    await recordLogin(db, {
      userName: identity.email ?? identity.subject,
      userId: null,
      ...client,
      ok: false,
      reason: 'sso-no-account',
    });
    return loginWithError(accountMessages.ssoNoAccount);
  }
  if (user.disabled) {
    // Its own reason, so the login-history tab tells an SSO attempt from a password one (decision 041).
    await recordLogin(db, { userName: null, userId: user.id, ...client, ok: false, reason: 'sso-disabled' });
    return loginWithError(messages.accountDisabled);
  }
  if (!user.linked) {
    // Later sign-ins match on the provider's stable id, even if the e-mail address changes.
    await db
      .insert(ssoIdentities)
      .values({ userId: user.id, issuer: identity.issuer, subject: identity.subject })
      .onConflictDoNothing();
  }
  const code = newSecret();
  await createChallenge(db, {
    kind: 'sso-handoff',
    userId: user.id,
    seconds: handoffSeconds,
    secret: code,
    data: { mfaVerified: identity.usedMfa },
  });
  return `/login?userIdFromSso=${user.id}&ssoCode=${encodeURIComponent(code)}`;
}

/** POST api/Account/SsoExchange: the one-time code from the callback becomes a session token, once. */
export async function exchangeSsoCode(
  db: Db,
  config: Config,
  input: { userId: number; code: string },
  client: Client,
): Promise<string> {
  const handoff = await consumeChallenge(db, 'sso-handoff', { secret: input.code });
  if (!handoff || handoff.userId !== input.userId) throw new HttpError(401, accountMessages.ssoExpired);
  const { rows } = await db.execute<{ disabled: boolean }>(
    sql`select disabled from users where id = ${input.userId}`,
  );
  if (!rows[0] || rows[0].disabled) throw new HttpError(401, messages.accountDisabled);
  // Entra owns the sign-in of SSO users: its own multi-factor (amr "mfa") is what counts for PHI.
  const token = await createSession(db, config, {
    userId: input.userId,
    mfaVerified: (handoff.data as { mfaVerified?: boolean }).mfaVerified === true,
    ...client,
  });
  await recordLogin(db, { userName: null, userId: input.userId, ...client, ok: true, reason: 'sso' });
  return token;
}

/** GET api/Account/GetUserObjectFromId: the login result of the signed-in user (SSO completes with it). */
export async function userObject(db: Db, entra: EntraClient | null, userId: number): Promise<LoginValue> {
  const { rows } = await db.execute<{
    need_to_reset_pin: boolean;
    fido_mfa_enabled: boolean;
    fingerprint_mfa_enabled: boolean;
  }>(
    sql`select need_to_reset_pin, fido_mfa_enabled, fingerprint_mfa_enabled from users where id = ${userId}`,
  );
  const user = rows[0];
  if (!user) throw new HttpError(404, 'User not found.');
  const urls = entra ? await entra.identifierUrls().catch(() => null) : null;
  return {
    userId,
    fidoMfa: user.fido_mfa_enabled,
    fingerprintMfa: user.fingerprint_mfa_enabled,
    token: null,
    user: { id: userId, needToResetPin: user.need_to_reset_pin },
    entraIdentifierUrl: urls?.entraIdentifierUrl ?? null,
    entraLoginUrl: urls?.entraLoginUrl ?? null,
    mfaTicket: null,
  };
}
