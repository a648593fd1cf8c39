import { timingSafeEqual } from 'node:crypto';
import { invoiceCodeLifetimeSeconds, shortOverCodeLifetimeSeconds } from '@homer/contracts/ci-orders';
import { maxId } from '@homer/contracts/fields';
import { keyedHash, purposeKey } from '../../platform/signed-links/keyed-hash.ts';

/** What a code opens, and for how long. Each has its own key: a report code never opens an invoice. */
const purposes = {
  shortOver: { key: 'ci-short-over-report', lifetimeSeconds: shortOverCodeLifetimeSeconds },
  invoice: { key: 'ci-county-invoice', lifetimeSeconds: invoiceCodeLifetimeSeconds },
} as const;
export type OrderCodePurpose = keyof typeof purposes;

const codePattern = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: Uint8Array, purpose: OrderCodePurpose, orderId: number, expires: number): string {
  return keyedHash(purposeKey(secret, purposes[purpose].key), `${orderId}.${expires}`);
}

/**
 * A code for one order's printable report or invoice: the order, when the code stops working (Unix seconds) and
 * an HMAC of both under a key derived from the installation's secret and the purpose. The pages are public and
 * open in a new window without the bearer token, so the code alone carries the right to read this one order's
 * figures, for a few minutes.
 */
export function signOrderCode(
  secret: Uint8Array,
  purpose: OrderCodePurpose,
  orderId: number,
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + purposes[purpose].lifetimeSeconds;
  return `${orderId}.${expires}.${mac(secret, purpose, orderId, expires)}`;
}

/** The order a code names, or null when it is malformed, forged, of another purpose or expired (constant time). */
export function readOrderCode(
  secret: Uint8Array,
  purpose: OrderCodePurpose,
  code: string,
  now: Date = new Date(),
): number | null {
  const parts = codePattern.exec(code);
  if (!parts) return null;
  const orderId = Number(parts[1]);
  const expires = Number(parts[2]);
  if (orderId < 1 || orderId > maxId) return null;
  const expected = Buffer.from(mac(secret, purpose, orderId, expires));
  const given = Buffer.from(parts[3] as string);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return orderId;
}
