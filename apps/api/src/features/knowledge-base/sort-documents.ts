import { canEditKbModule, type KbDocumentSummary, kbMessages } from '@homer/contracts/knowledge-base';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { listKbDocuments } from './queries.ts';
import { type KbCaller, type KbOutcome, visibleDocuments } from './visibility.ts';

/**
 * POST sort: one folder's documents in their new order. They take the positions they held between them, so
 * documents of the folder the caller does not see keep theirs. All must be visible, in one module, and editable
 * by the caller, or nothing changes.
 */
export async function sortKbDocuments(
  db: Db,
  caller: KbCaller,
  documentIds: number[],
): Promise<KbOutcome<KbDocumentSummary[]>> {
  if (new Set(documentIds).size !== documentIds.length) throw new HttpError(400, kbMessages.sortIncomplete);
  const outcome = await withTx(db, caller, async (tx) => {
    const rows = await tx
      .select({ id: kbDocuments.id, module: kbDocuments.module, sortOrder: kbDocuments.sortOrder })
      .from(kbDocuments)
      .where(and(inArray(kbDocuments.id, documentIds), visibleDocuments(caller.access)))
      .for('update');
    if (rows.length !== documentIds.length) throw new HttpError(404, kbMessages.notFound);
    const modules = new Set(rows.map((r) => r.module));
    if (modules.size !== 1) throw new HttpError(400, kbMessages.sortOneModule);
    if (!canEditKbModule(caller.access, rows[0]?.module ?? 0)) return 'refused' as const;
    const positions = rows.map((r) => r.sortOrder).sort((a, b) => a - b);
    // Equal positions (never sorted yet) would stay equal: number the folder's slots apart from the lowest.
    const distinct = new Set(positions).size === positions.length;
    const newOrder = documentIds.map((documentId, i) => {
      const sortOrder = distinct ? (positions[i] ?? i) : (positions[0] ?? 0) + i;
      return sql`when ${documentId} then ${sortOrder}::integer`;
    });
    // One statement for the folder, not one per document.
    await tx
      .update(kbDocuments)
      .set({ sortOrder: sql`case ${kbDocuments.id} ${sql.join(newOrder, sql` `)} end` })
      .where(inArray(kbDocuments.id, documentIds));
    return 'sorted' as const;
  });
  if (outcome === 'refused') return refused(kbMessages.cannotEdit);
  return succeeded({ value: await listKbDocuments(db, caller) });
}
