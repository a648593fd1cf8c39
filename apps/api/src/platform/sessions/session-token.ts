import { jwtVerify, SignJWT } from 'jose';

/** The JWT only names the session; the session row decides whether it is still valid. */
export async function signSessionToken(
  secret: Uint8Array,
  sessionId: string,
  userId: number,
  expiresAt: Date,
) {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

type Verified = { secret: Uint8Array; sessionId: string; expiresAtMs: number };

/**
 * Tokens whose signature was already checked (decision 028): checking an HS256 signature costs about 0.1 ms of
 * CPU, more than the rest of a signed-in call once its session is cached. A token never changes meaning until it
 * expires (ending a session is the session row's business), so remembering that an exact token string verified
 * under a key is safe; only verified tokens are kept, so an unknown token always meets the signature check.
 */
const verified = new Map<string, Verified>();
const maxVerified = 10_000;

export async function readSessionToken(
  secret: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAtMs > now) return known.sessionId;
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now) });
    if (typeof payload.sid !== 'string') return null;
    if (typeof payload.exp === 'number') {
      while (verified.size >= maxVerified) {
        const oldest = verified.keys().next().value;
        if (oldest === undefined) break;
        verified.delete(oldest);
      }
      verified.set(token, { secret, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 });
    }
    return payload.sid;
  } catch {
    return null;
  }
}
