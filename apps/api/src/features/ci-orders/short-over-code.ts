import { timingSafeEqual } from 'node:crypto';
import { shortOverCodeLifetimeSeconds } from '@homer/contracts/ci-orders';
import { maxId } from '@homer/contracts/fields';
import { keyedHash, purposeKey } from '../../platform/signed-links/keyed-hash.ts';

const purpose = 'ci-short-over-report';
const codePattern = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: Uint8Array, orderId: number, expires: number): string {
  return keyedHash(purposeKey(secret, purpose), `${orderId}.${expires}`);
}

/**
 * The printable report's code: the order, when the code stops working (Unix seconds) and an HMAC of both under a
 * key derived from the installation's secret. The report page is public and opens in a new window without the
 * bearer token, so the code alone carries the right to read this one order's figures, for a few minutes.
 */
export function signShortOverCode(secret: Uint8Array, orderId: number, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + shortOverCodeLifetimeSeconds;
  return `${orderId}.${expires}.${mac(secret, orderId, expires)}`;
}

/** The order a code names, or null when it is malformed, forged or expired (compared in constant time). */
export function readShortOverCode(secret: Uint8Array, code: string, now: Date = new Date()): number | null {
  const parts = codePattern.exec(code);
  if (!parts) return null;
  const orderId = Number(parts[1]);
  const expires = Number(parts[2]);
  if (orderId < 1 || orderId > maxId) return null;
  const expected = Buffer.from(mac(secret, orderId, expires));
  const given = Buffer.from(parts[3] as string);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return orderId;
}
