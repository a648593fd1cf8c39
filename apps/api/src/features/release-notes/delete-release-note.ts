import { releaseNoteMessages } from '@homer/contracts/release-notes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * Deletes a note (the audit trigger keeps what it said). A deleted seeded version comes back on the next start,
 * because the seed adds the product's history it does not find (decision 042).
 */
export async function deleteReleaseNote(db: Db, actor: Actor, id: number): Promise<void> {
  await withTx(db, actor, async (tx) => {
    const [row] = await tx
      .delete(releaseNotes)
      .where(eq(releaseNotes.id, id))
      .returning({ id: releaseNotes.id });
    if (!row) throw new HttpError(404, releaseNoteMessages.notFound);
  });
}
