import { mfaMessages } from '@homer/contracts/mfa';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { webauthnCredentials } from '../../db/schema/mfa.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { consumeChallenge, createChallenge, spendUserChallenges, updateChallengeData } from './challenges.ts';
import type { LiveTicket } from './mfa-ticket.ts';

const registrationSeconds = 300;

/** The relying party is the address users reach HOMER at (PUBLIC_BASE_URL); its host name is the rpID. */
export function relyingParty(config: Config) {
  const url = new URL(config.publicBaseUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'HOMER' };
}

async function userCredentials(db: Db, userId: number) {
  return db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(webauthnCredentials.id);
}

/** Options for navigator.credentials.create(); the challenge is kept server-side, single-use. */
export async function deviceRegistrationOptions(db: Db, config: Config, userId: number) {
  const { rows } = await db.execute<{ user_name: string; first_name: string; last_name: string }>(
    sql`select user_name, first_name, last_name from users where id = ${userId}`,
  );
  const user = rows[0];
  if (!user) throw new HttpError(404, 'User not found.');
  const rp = relyingParty(config);
  const existing = await userCredentials(db, userId);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.user_name,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    userID: isoUint8Array.fromUTF8String(`homer-user-${userId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  // Only the newest enrolment attempt counts.
  await spendUserChallenges(db, 'webauthn-reg', userId);
  await createChallenge(db, {
    kind: 'webauthn-reg',
    userId,
    seconds: registrationSeconds,
    secret: options.challenge,
    data: { challenge: options.challenge },
  });
  return options;
}

function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

export async function registerDevice(
  db: Db,
  config: Config,
  input: { actorId: number; userId: number; deviceName: string; response: RegistrationResponseJSON },
): Promise<void> {
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const spent = challenge ? await consumeChallenge(db, 'webauthn-reg', { secret: challenge }) : null;
  if (!spent || spent.userId !== input.userId) throw new HttpError(400, mfaMessages.registrationExpired);
  const rp = relyingParty(config);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge ?? '',
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    throw new HttpError(400, mfaMessages.registrationFailed);
  }
  if (!verification.verified) throw new HttpError(400, mfaMessages.registrationFailed);
  const { credential } = verification.registrationInfo;
  const names = await userCredentials(db, input.userId);
  if (names.some((c) => c.deviceName.toLowerCase() === input.deviceName.toLowerCase())) {
    throw new HttpError(400, mfaMessages.deviceNameTaken);
  }
  await withTx(db, { userId: input.actorId }, (tx) =>
    tx
      .insert(webauthnCredentials)
      .values({
        userId: input.userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        deviceName: input.deviceName,
      })
      .onConflictDoNothing(),
  );
}

/** Options for navigator.credentials.get() during sign-in; the challenge is kept on the ticket. */
export async function deviceAuthenticationOptions(db: Db, config: Config, ticket: LiveTicket) {
  if (!ticket.data.fidoMfa) throw new HttpError(400, mfaMessages.methodNotEnabled);
  const credentials = await userCredentials(db, ticket.userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: c.transports as never })),
    userVerification: 'preferred',
  });
  await updateChallengeData(db, ticket.id, { webAuthnChallenge: options.challenge });
  return options;
}

/** True when the assertion is a fresh signature of the ticket's challenge by one of the user's devices. */
export async function verifyDeviceAssertion(
  db: Db,
  config: Config,
  ticket: LiveTicket,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const expectedChallenge = ticket.data.webAuthnChallenge;
  if (!expectedChallenge) return false;
  const [stored] = await db
    .select()
    .from(webauthnCredentials)
    .where(
      and(eq(webauthnCredentials.userId, ticket.userId), eq(webauthnCredentials.credentialId, response.id)),
    );
  if (!stored) return false;
  const rp = relyingParty(config);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports as never,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return false;
    // counter and last_used_at are excluded from the audit trigger, so a sign-in writes no audit rows.
    await withTx(db, systemActor, (tx) =>
      tx
        .update(webauthnCredentials)
        .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
        .where(eq(webauthnCredentials.id, stored.id)),
    );
    return true;
  } catch {
    // A replayed challenge, a counter that went backwards or a bad signature are all just "not verified".
    return false;
  }
}
