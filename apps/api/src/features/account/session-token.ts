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

export async function readSessionToken(secret: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}
