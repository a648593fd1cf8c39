import { and, eq } from 'drizzle-orm';
import { type StockLotStatus, type StockSourceKind, stockLots } from '../../db/schema/stock.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import {
  type PostingRules,
  postStockDocument,
  type StockDemand,
  StockRefusal,
} from './post-stock-document.ts';

/** A lot as it arrives at a site: found by site, product and lot number, or created empty. */
export type ArrivingLot = {
  inventorySiteId: number;
  ndcProductId: number;
  lotNumber: string;
  /** YYYY-MM-DD; the expiry or beyond-use date. */
  expiryDate: string | null;
  sourceKind: StockSourceKind;
  sourceName?: string | null;
  unitCost?: string | null;
  bin?: string | null;
  /** A recalled NDC and lot arrives recalled, so it is never handed out (decision 101). */
  status?: StockLotStatus;
};

export type Receipt = ArrivingLot & {
  quantity: number;
  reference?: string | null;
  occurredAt?: Date;
};

/** Several lots received on one document (a packing slip): every line's lot is found or created first. */
export type MultiLineReceipt = {
  /** A supplier's delivery is a receipt; donated medicine arrives on a donation document (decision 112). */
  kind?: 'receipt' | 'donation';
  inventorySiteId: number;
  sourceKind: StockSourceKind;
  sourceName?: string | null;
  reference?: string | null;
  note?: string | null;
  occurredAt?: Date;
  /** What the stock arrives for (a county order's bottles), so its figures are read from the ledger. */
  demand?: StockDemand;
  lines: readonly (Omit<ArrivingLot, 'inventorySiteId' | 'sourceKind' | 'sourceName'> & {
    quantity: number;
  })[];
};

/**
 * The lot a delivery goes into: created on its first arrival (with no stock: only the ledger adds it). A lot
 * number already stocked at the site with another expiry is refused: one of the two is mistyped, and stock must
 * not be split across them unseen. A recalled arrival marks an available lot recalled.
 */
export async function arrivingLot(tx: Tx, arriving: ArrivingLot): Promise<number> {
  const lotNumber = arriving.lotNumber.trim();
  if (!lotNumber) throw new StockRefusal('A lot number is required.');
  if (lotNumber.length > 20 || !/^[\x21-\x7e ]+$/.test(lotNumber))
    throw new StockRefusal('A lot number is at most 20 letters, digits and marks.');
  const status = arriving.status ?? 'available';
  await tx
    .insert(stockLots)
    .values({
      inventorySiteId: arriving.inventorySiteId,
      ndcProductId: arriving.ndcProductId,
      lotNumber,
      expiryDate: arriving.expiryDate,
      unitCost: arriving.unitCost ?? null,
      bin: arriving.bin ?? null,
      sourceKind: arriving.sourceKind,
      sourceName: arriving.sourceName ?? null,
      status,
    })
    .onConflictDoNothing();
  const [lot] = await tx
    .select({ id: stockLots.id, expiryDate: stockLots.expiryDate, status: stockLots.status })
    .from(stockLots)
    .where(
      and(
        eq(stockLots.inventorySiteId, arriving.inventorySiteId),
        eq(stockLots.ndcProductId, arriving.ndcProductId),
        eq(stockLots.lotNumber, lotNumber),
      ),
    );
  if (!lot) throw new Error('the received lot was neither inserted nor found');
  if (lot.expiryDate !== arriving.expiryDate)
    throw new StockRefusal(
      `Lot ${lotNumber} is already stocked here with expiry ${lot.expiryDate ?? 'none'}; check the lot and its expiry.`,
    );
  if (status === 'recalled' && lot.status === 'available')
    await tx.update(stockLots).set({ status }).where(eq(stockLots.id, lot.id));
  return lot.id;
}

/** Receives every line on one receipt document; the lots are returned in the lines' order. */
export async function receiveStockLines(
  tx: Tx,
  actor: Actor,
  receipt: MultiLineReceipt,
  rules: PostingRules,
): Promise<{ lotIds: number[]; documentId: number }> {
  const lotIds: number[] = [];
  for (const line of receipt.lines)
    lotIds.push(
      await arrivingLot(tx, {
        ...line,
        inventorySiteId: receipt.inventorySiteId,
        sourceKind: receipt.sourceKind,
        sourceName: receipt.sourceName,
      }),
    );
  const { documentId } = await postStockDocument(
    tx,
    actor,
    {
      kind: receipt.kind ?? 'receipt',
      inventorySiteId: receipt.inventorySiteId,
      reference: receipt.reference ?? null,
      note: receipt.note ?? null,
      occurredAt: receipt.occurredAt,
      demand: receipt.demand,
      lines: receipt.lines.map((line, i) => ({
        lotId: lotIds[i] as number,
        quantity: line.quantity,
        reasonCode: receipt.kind === 'donation' ? 'donation' : 'received',
      })),
    },
    rules,
  );
  return { lotIds, documentId };
}

/** Receives units of one lot on its own receipt document. */
export async function receiveStock(
  tx: Tx,
  actor: Actor,
  { quantity, reference, occurredAt, inventorySiteId, sourceKind, sourceName, ...lot }: Receipt,
  rules: PostingRules,
): Promise<{ lotId: number; documentId: number }> {
  const { lotIds, documentId } = await receiveStockLines(
    tx,
    actor,
    { inventorySiteId, sourceKind, sourceName, reference, occurredAt, lines: [{ ...lot, quantity }] },
    rules,
  );
  return { lotId: lotIds[0] as number, documentId };
}
