import { createHmac } from 'node:crypto';

/**
 * A key of its own for one purpose, derived from the session secret (JWT_SECRET or the generated key): every
 * instance that shares the secret derives the same key, and a key leaked for one purpose opens no other.
 */
export function purposeKey(secret: Uint8Array, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/** A keyed hash of `value`: stored where the value itself (an address, an email) must not be readable. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}
