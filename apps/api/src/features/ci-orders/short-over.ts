import { type CiShortOverLine, ciOrderMessages as m } from '@homer/contracts/ci-orders';
import type { Envelope } from '@homer/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { readOrderCode } from './order-code.ts';
import { orderLedgerLines } from './order-ledger.ts';

/**
 * GET api/PublicCiShortOver/GetCiShortageOverageListPrintable?code=: the order's short/over lines (decision
 * 061), read from the ledger (decision 107). A code that is not ours, or expired, or names an order since deleted,
 * gets one answer, and nothing else.
 */
export async function shortOverLines(
  db: Queryable,
  secret: Uint8Array,
  code: string,
): Promise<Envelope<CiShortOverLine[], { ciOrderNumber: string }>> {
  const orderId = readOrderCode(secret, 'shortOver', code);
  const { rows } =
    orderId === null
      ? { rows: [] }
      : await db.execute<{ orderNumber: string }>(
          sql`select order_number as "orderNumber" from ci_orders where id = ${orderId}`,
        );
  const order = rows[0];
  if (orderId === null || !order) throw new HttpError(410, m.codeInvalid);
  const lines = (await orderLedgerLines(db, orderId))
    .filter((line) => line.isShortOver)
    .map(
      ({
        itemId: _i,
        isShortOver: _s,
        productId: _p,
        itemName: _n,
        sourceProductId: _sp,
        unitsShipped: _u,
        ...line
      }) => ({
        ciOrderNumber: order.orderNumber,
        ...line,
      }),
    );
  return succeeded({ value: lines, model: { ciOrderNumber: order.orderNumber } });
}
