import { stockTransferMessages as m, type StockTransferReceive } from '@homer/contracts/stock-transfers';
import { eq, sql } from 'drizzle-orm';
import type { StockLotStatus, StockSourceKind } from '../../db/schema/stock.ts';
import { stockTransferLines, stockTransfers } from '../../db/schema/stock-transfers.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import { type PostingRules, postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { arrivingLot } from '../../platform/stock/receive-stock.ts';
import { lockTransfer, requireStatus, TransferStepRefusal } from './lock-transfer.ts';

const reference = (id: number) => `Transfer #${id}`;

/** Dispatch: one transfer_out takes every line's units from the sending site's lots. */
export async function dispatchTransfer(
  tx: Tx,
  actor: Actor,
  id: number,
  rules: PostingRules,
): Promise<number> {
  const transfer = await lockTransfer(tx, id);
  requireStatus(transfer.status, 'Draft');
  const lines = await tx
    .select({ lotId: stockTransferLines.sourceLotId, quantity: stockTransferLines.quantity })
    .from(stockTransferLines)
    .where(eq(stockTransferLines.transferId, id))
    .orderBy(stockTransferLines.id);
  const { documentId } = await postStockDocument(
    tx,
    actor,
    {
      kind: 'transfer_out',
      inventorySiteId: transfer.fromSiteId,
      reference: reference(id),
      lines: lines.map((line) => ({ lotId: line.lotId, quantity: -line.quantity, reasonCode: 'transfer' })),
    },
    rules,
  );
  await tx
    .update(stockTransfers)
    .set({
      status: 'Dispatched',
      dispatchedBy: actor.userId,
      dispatchedAt: new Date(),
      dispatchDocumentId: documentId,
    })
    .where(eq(stockTransfers.id, id));
  return documentId;
}

type SourceLine = {
  id: number;
  quantity: number;
  sourceLotId: number;
  ndcProductId: number;
  lotNumber: string;
  expiryDate: string | null;
  unitCost: string | null;
  sourceKind: StockSourceKind;
  sourceName: string | null;
  status: StockLotStatus;
};

async function sourceLines(tx: Tx, id: number): Promise<SourceLine[]> {
  const { rows } = await tx.execute<SourceLine>(sql`
    select tl.id, tl.quantity, tl.source_lot_id as "sourceLotId", l.ndc_product_id as "ndcProductId",
      l.lot_number as "lotNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate", l.unit_cost as "unitCost",
      l.source_kind as "sourceKind", l.source_name as "sourceName", l.status
    from stock_transfer_lines tl join stock_lots l on l.id = tl.source_lot_id
    where tl.transfer_id = ${id} order by tl.id`);
  return rows;
}

/**
 * Receipt: received units go into the same lot (product, number, expiry, cost, source) at the receiving site on
 * one transfer_in; rejected units go back to their source lots on a second transfer_in at the sending site. Both
 * name the transfer_out, so Σ out = Σ in + Σ returned for every received transfer.
 */
export async function receiveTransfer(
  tx: Tx,
  actor: Actor,
  input: StockTransferReceive,
  rules: PostingRules,
): Promise<void> {
  const transfer = await lockTransfer(tx, input.id);
  requireStatus(transfer.status, 'Dispatched');
  const lines = await sourceLines(tx, input.id);
  const given = new Map(input.lines.map((line) => [line.lineId, line]));
  if (given.size !== input.lines.length || given.size !== lines.length || lines.some((l) => !given.has(l.id)))
    throw new TransferStepRefusal(m.receiveLinesMismatch);
  const destination = new Map<number, number>();
  for (const line of lines) {
    const { receivedQuantity, rejectedQuantity } = given.get(
      line.id,
    ) as StockTransferReceive['lines'][number];
    if (receivedQuantity + rejectedQuantity !== line.quantity)
      throw new TransferStepRefusal(m.unitsDontAddUp(line.lotNumber, line.quantity));
    if (receivedQuantity > 0)
      destination.set(
        line.id,
        await arrivingLot(tx, {
          inventorySiteId: transfer.toSiteId,
          ndcProductId: line.ndcProductId,
          lotNumber: line.lotNumber,
          expiryDate: line.expiryDate,
          unitCost: line.unitCost,
          sourceKind: line.sourceKind,
          sourceName: line.sourceName,
          // A lot recalled while on the road arrives recalled.
          status: line.status === 'recalled' ? 'recalled' : 'available',
        }),
      );
  }
  const linked = {
    linkedDocumentId: transfer.dispatchDocumentId ?? undefined,
    reference: reference(input.id),
  };
  const received = lines.filter((line) => destination.has(line.id));
  const receipt = received.length
    ? await postStockDocument(
        tx,
        actor,
        {
          kind: 'transfer_in',
          inventorySiteId: transfer.toSiteId,
          ...linked,
          lines: received.map((line) => ({
            lotId: destination.get(line.id) as number,
            quantity: (given.get(line.id) as StockTransferReceive['lines'][number]).receivedQuantity,
            reasonCode: 'transfer',
          })),
        },
        rules,
      )
    : null;
  const rejected = lines.filter((line) => (given.get(line.id)?.rejectedQuantity ?? 0) > 0);
  const returned = rejected.length
    ? await postStockDocument(
        tx,
        actor,
        {
          kind: 'transfer_in',
          inventorySiteId: transfer.fromSiteId,
          ...linked,
          note: 'Rejected at the receiving site: returned to the source lot.',
          lines: rejected.map((line) => ({
            lotId: line.sourceLotId,
            quantity: (given.get(line.id) as StockTransferReceive['lines'][number]).rejectedQuantity,
            reasonCode: 'transfer',
          })),
        },
        rules,
      )
    : null;
  for (const line of lines) {
    const counted = given.get(line.id) as StockTransferReceive['lines'][number];
    await tx
      .update(stockTransferLines)
      .set({
        receivedQuantity: counted.receivedQuantity,
        rejectedQuantity: counted.rejectedQuantity,
        destinationLotId: destination.get(line.id) ?? null,
      })
      .where(eq(stockTransferLines.id, line.id));
  }
  await tx
    .update(stockTransfers)
    .set({
      status: 'Received',
      receivedBy: actor.userId,
      receivedAt: new Date(),
      receiptDocumentId: receipt?.documentId ?? null,
      returnDocumentId: returned?.documentId ?? null,
    })
    .where(eq(stockTransfers.id, input.id));
}

export async function cancelTransfer(tx: Tx, actor: Actor, id: number): Promise<void> {
  requireStatus((await lockTransfer(tx, id)).status, 'Draft');
  await tx
    .update(stockTransfers)
    .set({ status: 'Cancelled', cancelledBy: actor.userId, cancelledAt: new Date() })
    .where(eq(stockTransfers.id, id));
}
