import {
  type ReleaseNote,
  releaseNoteMessages,
  type SaveReleaseNote,
  saveReleaseNoteSchema,
} from '@homer/contracts/release-notes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toReleaseNote } from './to-release-note.ts';

const notFound = releaseNoteMessages.notFound;

/**
 * Stores a release note (new, or the one named by `id`) with its HTML sanitized. Validates here as well as at
 * the endpoint, because the seed and the SystemAdmins' editor both come through this function.
 */
export async function saveReleaseNote(db: Db, actor: Actor, input: SaveReleaseNote): Promise<ReleaseNote> {
  const parsed = saveReleaseNoteSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid release note.');
  const { id, versionNumber, goLiveDate } = parsed.data;
  const values = { versionNumber, goLiveDate, releaseNotes: sanitizeRichText(parsed.data.releaseNotes) };
  return withTx(db, actor, async (tx) => {
    const [row] = id
      ? await tx.update(releaseNotes).set(values).where(eq(releaseNotes.id, id)).returning()
      : await tx.insert(releaseNotes).values(values).returning();
    if (!row) throw new HttpError(404, notFound);
    return toReleaseNote(row);
  });
}
