import type { KbDocument, KbDocumentSummary } from '@homer/contracts/knowledge-base';
import { kbMessages } from '@homer/contracts/knowledge-base';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { kbDocuments, kbImages } from '../../db/schema/knowledge-base.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { byTreeOrder, toKbImage, toKbSummary } from './to-kb-document.ts';
import { type KbCaller, visibleDocuments } from './visibility.ts';

const summaryColumns = {
  id: kbDocuments.id,
  module: kbDocuments.module,
  permissionRole: kbDocuments.permissionRole,
  title: kbDocuments.title,
  description: kbDocuments.description,
  videoId: kbDocuments.videoId,
  sortOrder: kbDocuments.sortOrder,
};

/** GET list: the documents the caller may see, without content (decision 050). */
export async function listKbDocuments(db: Db | Tx, caller: KbCaller): Promise<KbDocumentSummary[]> {
  const rows = await db.select(summaryColumns).from(kbDocuments).where(visibleDocuments(caller.access));
  return rows.map((r) => toKbSummary(r, caller.access)).sort(byTreeOrder);
}

/** A document the caller may see, locked for the transaction when `forUpdate`; anything else is not found. */
export async function visibleKbDocument(tx: Db | Tx, caller: KbCaller, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(kbDocuments)
    .where(and(eq(kbDocuments.id, id), visibleDocuments(caller.access)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, kbMessages.notFound);
  return row;
}

export async function getKbDocument(db: Db | Tx, caller: KbCaller, id: number): Promise<KbDocument> {
  const row = await visibleKbDocument(db, caller, id);
  const images = await db
    .select({
      id: kbImages.id,
      guid: kbImages.guid,
      fileName: kbImages.fileName,
      contentType: kbImages.contentType,
      size: kbImages.size,
    })
    .from(kbImages)
    .where(eq(kbImages.documentId, id))
    .orderBy(asc(kbImages.id));
  const [editor] = row.updatedBy
    ? await db
        .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(eq(users.id, row.updatedBy))
    : [];
  return {
    ...toKbSummary(row, caller.access),
    content: row.content,
    uploadFiles: images.map(toKbImage),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: editor?.name ?? null,
  };
}
