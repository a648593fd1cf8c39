import { jwtVerify, SignJWT } from 'jose';

const audience = 'homer-export';
/** Long enough to open the new window, short enough that a leaked address is soon useless. */
const lifetimeSeconds = 120;

/** The download route's answer to a forged, expired or unknown token (410). */
export const expiredLink = 'This download link has expired. Please export the list again.';

export type ExportClaims = { kind: string; filters: unknown; sid: string };

export function signExportToken(secret: Uint8Array, claims: ExportClaims): Promise<string> {
  return new SignJWT({ kind: claims.kind, filters: claims.filters, esid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(secret);
}

export async function readExportToken(secret: Uint8Array, token: string): Promise<ExportClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience });
    if (typeof payload.kind !== 'string' || typeof payload.esid !== 'string') return null;
    return { kind: payload.kind, filters: payload.filters, sid: payload.esid };
  } catch {
    return null;
  }
}
