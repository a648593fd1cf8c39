import { type BaProgram, type BaProgramForm, baProgramMessages } from '@homer/contracts/ba-programs';
import type { Envelope } from '@homer/contracts/envelope';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { baPrograms } from '../../db/schema/ba.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findProgram } from './queries.ts';

/** Creates (id 0) or renames a programme; names are unique regardless of case, so the budget select is unambiguous. */
export async function saveProgram(
  db: Db,
  actor: Actor,
  form: BaProgramForm,
): Promise<Envelope<null, BaProgram>> {
  return withTx(db, actor, async (tx) => {
    if (form.id !== 0 && !(await findProgram(tx, form.id)))
      throw new HttpError(404, baProgramMessages.notFound);
    // Serialises concurrent saves of programmes so the duplicate check below cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ba_programs.name'))`);
    const [duplicate] = await tx
      .select({ id: baPrograms.id })
      .from(baPrograms)
      .where(and(ne(baPrograms.id, form.id), eq(sql`lower(${baPrograms.name})`, form.name.toLowerCase())))
      .limit(1);
    if (duplicate) return refused(baProgramMessages.duplicateName);
    const [row] =
      form.id === 0
        ? await tx.insert(baPrograms).values({ name: form.name }).returning({ id: baPrograms.id })
        : await tx
            .update(baPrograms)
            .set({ name: form.name })
            .where(eq(baPrograms.id, form.id))
            .returning({ id: baPrograms.id });
    const model = row && (await findProgram(tx, row.id));
    if (!model) throw new Error('programme save returned nothing');
    return succeeded({ message: baProgramMessages.saved, model });
  });
}

/** Deletes a programme no budget uses; one in use is refused with a message (the list hides its button). */
export async function deleteProgram(db: Db, actor: Actor, id: number): Promise<Envelope<null, null>> {
  return withTx(db, actor, async (tx) => {
    const program = await findProgram(tx, id);
    if (!program) throw new HttpError(404, baProgramMessages.notFound);
    if (!program.canDelete) return refused(baProgramMessages.inUse);
    await tx.delete(baPrograms).where(eq(baPrograms.id, id));
    return succeeded({ message: baProgramMessages.deleted });
  });
}

export async function toggleProgramActive(
  db: Db,
  actor: Actor,
  id: number,
): Promise<Envelope<null, { isActive: boolean }>> {
  return withTx(db, actor, async (tx) => {
    const program = await findProgram(tx, id);
    if (!program) throw new HttpError(404, baProgramMessages.notFound);
    const isActive = !program.isActive;
    await tx.update(baPrograms).set({ isActive }).where(eq(baPrograms.id, id));
    return succeeded({
      message: isActive ? baProgramMessages.activated : baProgramMessages.deactivated,
      model: { isActive },
    });
  });
}
