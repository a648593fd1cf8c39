import { kbLimits, kbMessages } from '@homer/contracts/knowledge-base';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { kbDocumentRevisions, kbDocuments, kbImages } from '../../db/schema/knowledge-base.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { kbContentImageGuids, kbContentText, sanitizeKbContent } from './sanitize-kb-content.ts';

/** What a save or a restore writes: the §3 fields a revision keeps. */
export type KbDocumentState = {
  module: number;
  permissionRole: number;
  title: string;
  description: string;
  content: string;
  videoId: string | null;
};

/** Sanitized content within its size limit (decision 050), or a 400 with the limit's message. */
export function cleanKbContent(html: string): string {
  const content = sanitizeKbContent(html);
  if (Buffer.byteLength(content, 'utf8') > kbLimits.contentBytes)
    throw new HttpError(400, kbMessages.contentTooLong);
  return content;
}

async function endOfFolder(tx: Tx, module: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${kbDocuments.sortOrder}), 0) + 1` })
    .from(kbDocuments)
    .where(eq(kbDocuments.module, module));
  return row?.next ?? 1;
}

/**
 * Writes a document's new state (a new document when `existing` is null), its revision, and takes into it the
 * images its content shows that the user uploaded and no document owns yet. A document moved to another folder
 * goes to its end. Content must already be clean (`cleanKbContent`).
 */
export async function storeKbDocument(
  tx: Tx,
  userId: number,
  existing: { id: number; module: number } | null,
  state: KbDocumentState,
  restoredFromRevisionId: number | null = null,
): Promise<number> {
  const values = {
    ...state,
    contentText: kbContentText(state.content),
    updatedBy: userId,
    updatedAt: new Date(),
  };
  let documentId: number;
  if (existing) {
    const sortOrder =
      existing.module === state.module ? {} : { sortOrder: await endOfFolder(tx, state.module) };
    await tx
      .update(kbDocuments)
      .set({ ...values, ...sortOrder })
      .where(eq(kbDocuments.id, existing.id));
    documentId = existing.id;
  } else {
    const [row] = await tx
      .insert(kbDocuments)
      .values({ ...values, sortOrder: await endOfFolder(tx, state.module), createdBy: userId })
      .returning({ id: kbDocuments.id });
    if (!row) throw new Error('insert returned no row');
    documentId = row.id;
  }
  await tx
    .insert(kbDocumentRevisions)
    .values({ documentId, ...state, restoredFromRevisionId, savedBy: userId });
  const guids = kbContentImageGuids(state.content);
  if (guids.length > 0) {
    await tx
      .update(kbImages)
      .set({ documentId })
      .where(
        and(inArray(kbImages.guid, guids), isNull(kbImages.documentId), eq(kbImages.uploadedBy, userId)),
      );
  }
  return documentId;
}
