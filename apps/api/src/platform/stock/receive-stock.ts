import { and, eq } from 'drizzle-orm';
import { type StockSourceKind, stockLots } from '../../db/schema/stock.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import { type PostingRules, postStockDocument, StockRefusal } from './post-stock-document.ts';

export type Receipt = {
  inventorySiteId: number;
  ndcProductId: number;
  lotNumber: string;
  /** YYYY-MM-DD; the expiry or beyond-use date. */
  expiryDate: string | null;
  quantity: number;
  sourceKind: StockSourceKind;
  sourceName?: string | null;
  unitCost?: string | null;
  reference?: string | null;
  occurredAt?: Date;
};

/**
 * Receives units of one lot: the lot is created on its first receipt (with no stock: only the ledger adds it),
 * and a receipt document posts the units. A lot number already stocked at the site with another expiry is
 * refused: one of the two is mistyped, and stock must not be split across them unseen.
 */
export async function receiveStock(
  tx: Tx,
  actor: Actor,
  receipt: Receipt,
  rules: PostingRules,
): Promise<{ lotId: number; documentId: number }> {
  const lotNumber = receipt.lotNumber.trim();
  if (!lotNumber) throw new StockRefusal('A lot number is required.');
  if (lotNumber.length > 20 || !/^[\x21-\x7e ]+$/.test(lotNumber))
    throw new StockRefusal('A lot number is at most 20 letters, digits and marks.');
  await tx
    .insert(stockLots)
    .values({
      inventorySiteId: receipt.inventorySiteId,
      ndcProductId: receipt.ndcProductId,
      lotNumber,
      expiryDate: receipt.expiryDate,
      unitCost: receipt.unitCost ?? null,
      sourceKind: receipt.sourceKind,
      sourceName: receipt.sourceName ?? null,
    })
    .onConflictDoNothing();
  const [lot] = await tx
    .select({ id: stockLots.id, expiryDate: stockLots.expiryDate })
    .from(stockLots)
    .where(
      and(
        eq(stockLots.inventorySiteId, receipt.inventorySiteId),
        eq(stockLots.ndcProductId, receipt.ndcProductId),
        eq(stockLots.lotNumber, lotNumber),
      ),
    );
  if (!lot) throw new Error('the received lot was neither inserted nor found');
  if (lot.expiryDate !== receipt.expiryDate)
    throw new StockRefusal(
      `Lot ${lotNumber} is already stocked here with expiry ${lot.expiryDate ?? 'none'}; check the lot and its expiry.`,
    );
  const { documentId } = await postStockDocument(
    tx,
    actor,
    {
      kind: 'receipt',
      inventorySiteId: receipt.inventorySiteId,
      reference: receipt.reference ?? null,
      occurredAt: receipt.occurredAt,
      lines: [{ lotId: lot.id, quantity: receipt.quantity, reasonCode: 'received' }],
    },
    rules,
  );
  return { lotId: lot.id, documentId };
}
