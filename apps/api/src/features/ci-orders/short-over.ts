import { type CiShortOverLine, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import type { Envelope } from '@homer/contracts/envelope';
import type { Queryable } from '../../db/pool.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { orderHeader, orderLines } from './detail.ts';
import { readShortOverCode } from './short-over-code.ts';

/**
 * GET api/PublicCiShortOver/GetCiShortageOverageListPrintable?code=: the order's short/over lines (decision
 * 061). A code that is not ours, or expired, or names an order since deleted, gets one answer, and nothing else.
 */
export async function shortOverLines(
  db: Queryable,
  secret: Uint8Array,
  code: string,
): Promise<Envelope<CiShortOverLine[], { ciOrderNumber: string }>> {
  const orderId = readShortOverCode(secret, code);
  const order = orderId === null ? undefined : await orderHeader(db, orderId);
  if (!order) throw new HttpError(410, m.codeInvalid);
  const lines = (await orderLines(db, order.id))
    .filter((line) => line.isShortOver)
    .map(({ id: _id, isShortOver: _s, ...line }) => ({ ciOrderNumber: order.orderNumber, ...line }));
  return succeeded({ value: lines, model: { ciOrderNumber: order.orderNumber } });
}
