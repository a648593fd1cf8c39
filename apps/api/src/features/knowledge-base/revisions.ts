import {
  canEditKbModule,
  type KbDocument,
  type KbRevision,
  type KbRevisionSummary,
  kbLimits,
  kbMessages,
} from '@homer/contracts/knowledge-base';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { kbDocumentRevisions } from '../../db/schema/knowledge-base.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { getKbDocument, visibleKbDocument } from './queries.ts';
import { cleanKbContent, storeKbDocument } from './store-document.ts';
import type { KbCaller, KbOutcome } from './visibility.ts';

const r = kbDocumentRevisions;
const summaryColumns = {
  revisionId: r.id,
  documentId: r.documentId,
  title: r.title,
  module: r.module,
  permissionRole: r.permissionRole,
  savedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  savedAt: r.savedAt,
  restoredFromRevisionId: r.restoredFromRevisionId,
};

/**
 * Revisions are for the document's editors: an older revision may have been meant for fewer readers than the
 * document has now (decision 050). Others get the refusal the page shows.
 */
async function editableDocument(tx: Db | Tx, caller: KbCaller, id: number, forUpdate = false) {
  const row = await visibleKbDocument(tx, caller, id, forUpdate);
  return canEditKbModule(caller.access, row.module) ? row : null;
}

export async function listKbRevisions(db: Db, caller: KbCaller, id: number): Promise<KbRevisionSummary[]> {
  if (!(await editableDocument(db, caller, id))) throw new HttpError(403, kbMessages.cannotEdit);
  const rows = await db
    .select(summaryColumns)
    .from(r)
    .leftJoin(users, eq(users.id, r.savedBy))
    .where(eq(r.documentId, id))
    .orderBy(desc(r.id))
    .limit(kbLimits.revisionsPage);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

async function findRevision(tx: Db | Tx, documentId: number, revisionId: number) {
  const [row] = await tx
    .select({ ...summaryColumns, description: r.description, content: r.content, videoId: r.videoId })
    .from(r)
    .leftJoin(users, eq(users.id, r.savedBy))
    .where(and(eq(r.id, revisionId), eq(r.documentId, documentId)));
  if (!row) throw new HttpError(404, kbMessages.revisionNotFound);
  return row;
}

export async function getKbRevision(
  db: Db,
  caller: KbCaller,
  documentId: number,
  revisionId: number,
): Promise<KbRevision> {
  if (!(await editableDocument(db, caller, documentId))) throw new HttpError(403, kbMessages.cannotEdit);
  const row = await findRevision(db, documentId, revisionId);
  return { ...row, savedAt: row.savedAt.toISOString() };
}

/** A new revision equal to an old one; the caller must be able to edit the document's module and the revision's. */
export async function restoreKbRevision(
  db: Db,
  caller: KbCaller,
  documentId: number,
  revisionId: number,
): Promise<KbOutcome<KbDocument>> {
  const restored = await withTx(db, caller, async (tx) => {
    const existing = await editableDocument(tx, caller, documentId, true);
    if (!existing) return null;
    const old = await findRevision(tx, documentId, revisionId);
    if (!canEditKbModule(caller.access, old.module)) return null;
    const state = {
      module: old.module,
      permissionRole: old.permissionRole,
      title: old.title,
      description: old.description,
      // Sanitized again: the rules may have tightened since it was saved.
      content: cleanKbContent(old.content),
      videoId: old.videoId,
    };
    await storeKbDocument(tx, caller.userId, existing, state, revisionId);
    return getKbDocument(tx, caller, documentId);
  });
  if (!restored) return refused(kbMessages.cannotEdit);
  return succeeded({ value: restored, message: kbMessages.restored });
}
