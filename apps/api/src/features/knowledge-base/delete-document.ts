import { canEditKbModule, type KbDocumentSummary, kbMessages } from '@homer/contracts/knowledge-base';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';
import { withTx } from '../../db/tx.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { listKbDocuments, visibleKbDocument } from './queries.ts';
import type { KbCaller, KbOutcome } from './visibility.ts';

/** Hard delete with its revisions and images (cascade); the audit trigger records the document and images. */
export async function deleteKbDocument(
  db: Db,
  caller: KbCaller,
  id: number,
): Promise<KbOutcome<KbDocumentSummary[]>> {
  const deleted = await withTx(db, caller, async (tx) => {
    const row = await visibleKbDocument(tx, caller, id, true);
    if (!canEditKbModule(caller.access, row.module)) return false;
    await tx.delete(kbDocuments).where(eq(kbDocuments.id, id));
    return true;
  });
  if (!deleted) return refused(kbMessages.cannotEdit);
  return succeeded({ value: await listKbDocuments(db, caller), message: kbMessages.deleted });
}
