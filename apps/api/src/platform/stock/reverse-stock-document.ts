import { eq } from 'drizzle-orm';
import { stockDocuments, stockMovements } from '../../db/schema/stock.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import { type PostingRules, postStockDocument, StockRefusal } from './post-stock-document.ts';

/**
 * Corrects a posted document the only way the ledger allows: a reversal document whose lines undo each of its
 * lines. It is dated now (the mistake is corrected today, the original keeps its date), and refused when the
 * stock it would take back has already moved on (the lot's available units say how much is left).
 */
export async function reverseStockDocument(
  tx: Tx,
  actor: Actor,
  documentId: number,
  note: string,
  rules: PostingRules,
): Promise<{ documentId: number }> {
  const [original] = await tx
    .select({ kind: stockDocuments.kind, inventorySiteId: stockDocuments.inventorySiteId })
    .from(stockDocuments)
    .where(eq(stockDocuments.id, documentId));
  if (!original) throw new StockRefusal(`Stock document #${documentId} does not exist.`);
  if (original.kind === 'reversal')
    throw new StockRefusal('A reversal cannot be reversed: post the original document again.');
  // A transfer's out and in documents must stay a pair (decision 101): undoing one alone would lose or make stock.
  if (original.kind === 'transfer_out' || original.kind === 'transfer_in')
    throw new StockRefusal(
      'A transfer between sites is not reversed document by document: cancel or receive the transfer.',
    );
  const [reversed] = await tx
    .select({ id: stockDocuments.id })
    .from(stockDocuments)
    .where(eq(stockDocuments.reversesDocumentId, documentId));
  if (reversed) throw new StockRefusal('That document has already been reversed.');
  const lines = await tx
    .select({ lotId: stockMovements.lotId, quantity: stockMovements.quantity })
    .from(stockMovements)
    .where(eq(stockMovements.documentId, documentId))
    .orderBy(stockMovements.id);
  return postStockDocument(
    tx,
    actor,
    {
      kind: 'reversal',
      inventorySiteId: original.inventorySiteId,
      reversesDocumentId: documentId,
      note,
      lines: lines.map((line) => ({ lotId: line.lotId, quantity: -line.quantity, reasonCode: 'reversal' })),
    },
    rules,
  );
}
