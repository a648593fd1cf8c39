import { isStorableText } from '@homer/contracts/fields';
import { type KbImage, kbLimits, kbMessages } from '@homer/contracts/knowledge-base';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/pool.ts';
import { kbImages } from '../../db/schema/knowledge-base.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toKbImage } from './to-kb-document.ts';

/** Detected from the bytes, never from the name or the declared type; SVG (which can script) is not among them. */
const allowedTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const unsavedImageLifetimeMs = 24 * 60 * 60 * 1000;

function cleanFileName(name: string): string {
  // Only for display and the audit trail: control characters and broken surrogates cannot be stored.
  const cleaned = [...name]
    .filter((ch) => (ch.codePointAt(0) ?? 0) >= 0x20 && ch !== '\u007f')
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned && isStorableText(cleaned) ? cleaned : 'image';
}

export async function storeKbImage(
  db: Db,
  userId: number,
  fileName: string,
  bytes: Buffer,
): Promise<KbImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowedTypes.has(type.mime)) throw new HttpError(400, kbMessages.imageType);
  return withTx(db, { userId }, async (tx) => {
    // One upload of a user at a time, on every instance, so the cap below holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kb-image-upload'), ${userId})`);
    // Uploads of this user that no document took within a day were abandoned with their form.
    await tx
      .delete(kbImages)
      .where(
        and(
          eq(kbImages.uploadedBy, userId),
          isNull(kbImages.documentId),
          lt(kbImages.createdAt, new Date(Date.now() - unsavedImageLifetimeMs)),
        ),
      );
    const [unsaved] = await tx
      .select({ n: count() })
      .from(kbImages)
      .where(and(eq(kbImages.uploadedBy, userId), isNull(kbImages.documentId)));
    // Bytes no document holds would otherwise grow without bound, 5 MB at a time.
    if ((unsaved?.n ?? 0) >= kbLimits.unsavedImages) throw new HttpError(400, kbMessages.unsavedImagesFull);
    const [row] = await tx
      .insert(kbImages)
      .values({
        uploadedBy: userId,
        fileName: cleanFileName(fileName),
        contentType: type.mime,
        size: bytes.length,
        data: bytes,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toKbImage(row);
  });
}

export async function readKbImage(db: Db, id: number, guid: string) {
  const [row] = await db
    .select({ contentType: kbImages.contentType, data: kbImages.data })
    .from(kbImages)
    .where(and(eq(kbImages.id, id), eq(kbImages.guid, guid)));
  return row;
}
