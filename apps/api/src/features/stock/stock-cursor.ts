import { createHash } from 'node:crypto';
import { pageCursorMessages } from '@homer/contracts/envelope';
import { isStorableText, maxId } from '@homer/contracts/fields';
import { isKeyText } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * The stock list's rows are (product, site) groups, so its keyset is three columns (product name, product id,
 * site id), which the platform's one-key cursors do not carry. The cursor is bound to the filters like theirs.
 */
export type StockListKey = { productName: string; productId: number; siteId: number };

const hashOf = (binding: unknown) =>
  createHash('sha256').update(JSON.stringify(binding)).digest('base64url').slice(0, 16);

const isId = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= maxId;

export function encodeListCursor(binding: unknown, key: StockListKey): string {
  return Buffer.from(JSON.stringify([hashOf(binding), key.productName, key.productId, key.siteId])).toString(
    'base64url',
  );
}

export function decodeListCursor(binding: unknown, cursor: string): StockListKey {
  const parsed = parseCursor(cursor);
  if (parsed.length !== 4) throw invalid();
  const [hash, productName, productId, siteId] = parsed;
  if (hash !== hashOf(binding)) throw new HttpError(400, pageCursorMessages.otherQuery);
  if (typeof productName !== 'string' || productName.length > 200 || !isStorableText(productName))
    throw invalid();
  if (!isId(productId) || !isId(siteId)) throw invalid();
  return { productName, productId, siteId };
}

/** A ledger page ends at a line: the next page starts before its (occurred_at, id). */
export type LedgerKey = { occurredAt: string; id: number };

export function encodeLedgerCursor(lotId: number, key: LedgerKey): string {
  return Buffer.from(JSON.stringify([lotId, key.occurredAt, key.id])).toString('base64url');
}

export function decodeLedgerCursor(lotId: number, cursor: string): LedgerKey {
  const parsed = parseCursor(cursor);
  if (parsed.length !== 3) throw invalid();
  const [lot, occurredAt, id] = parsed;
  if (lot !== lotId) throw new HttpError(400, pageCursorMessages.otherQuery);
  if (typeof occurredAt !== 'string' || !isKeyText('timestamp', occurredAt)) throw invalid();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw invalid();
  return { occurredAt, id };
}

const invalid = () => new HttpError(400, pageCursorMessages.invalid);

function parseCursor(cursor: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through: anything but our own array is refused the same way
  }
  throw invalid();
}
