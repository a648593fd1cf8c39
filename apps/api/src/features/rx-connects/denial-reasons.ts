import {
  type DenialReason,
  type DenialReasonSave,
  rxConnectsAdminMessages as m,
} from '@homer/contracts/rx-connects-admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import {
  rxConnectsDenialReasons,
  rxConnectsDonors,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

const r = rxConnectsDenialReasons;

// Qualified by hand: drizzle may print a column of the outer table without its table name, which inside the
// subqueries would name the donor's or repository's own id.
const reasonId = sql`${sql.identifier('rx_connects_denial_reasons')}.${sql.identifier('id')}`;

/** How many donors and repositories name the reason (served by the partial denied_reason_id indexes). */
const usedCount = sql<number>`(
  (select count(*) from ${rxConnectsDonors} where ${rxConnectsDonors.deniedReasonId} = ${reasonId})
  + (select count(*) from ${rxConnectsRepositories} where ${rxConnectsRepositories.deniedReasonId} = ${reasonId}))::int`;

/** GET …/DenialReasons/GetList: active first, then by name. */
export function listDenialReasons(db: Queryable): Promise<DenialReason[]> {
  return db
    .select({ id: r.id, name: r.name, isActive: r.isActive, usedCount })
    .from(r)
    .orderBy(sql`${r.isActive} desc`, asc(r.name));
}

async function nameTaken(tx: Tx, name: string, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(sql`lower(${r.name}) = lower(${name})`, ne(r.id, exceptId)));
  return !!row;
}

/** POST …/DenialReasons/Save: add (id 0), rename or (de)activate a reason. */
export async function saveDenialReason(db: Db, auth: Auth, body: DenialReasonSave): Promise<number> {
  try {
    return await withTx(db, { userId: auth.user.id }, async (tx) => {
      if (await nameTaken(tx, body.name, body.id)) throw new HttpError(400, m.reasonNameTaken);
      if (body.id === 0) {
        const [row] = await tx
          .insert(r)
          .values({ name: body.name, isActive: body.isActive })
          .returning({ id: r.id });
        if (!row) throw new Error('denial reason insert returned nothing');
        return row.id;
      }
      const [row] = await tx
        .update(r)
        .set({ name: body.name, isActive: body.isActive })
        .where(eq(r.id, body.id))
        .returning({ id: r.id });
      if (!row) throw new HttpError(404, m.reasonNotFound);
      return row.id;
    });
  } catch (error) {
    // Two administrators adding the same name at once: the unique index decides.
    if (pgErrorCode(error) === '23505') throw new HttpError(400, m.reasonNameTaken);
    throw error;
  }
}

/** POST …/DenialReasons/Delete: only a reason no application was given; the others are deactivated instead. */
export async function deleteDenialReason(db: Db, auth: Auth, id: number): Promise<void> {
  try {
    await withTx(db, { userId: auth.user.id }, async (tx) => {
      const [row] = await tx.select({ id: r.id, usedCount }).from(r).where(eq(r.id, id)).for('update');
      if (!row) throw new HttpError(404, m.reasonNotFound);
      if (row.usedCount > 0) throw new HttpError(400, m.reasonInUse);
      await tx.delete(r).where(eq(r.id, id));
    });
  } catch (error) {
    // An application denied with it between the check and the delete: the foreign key decides.
    if (pgErrorCode(error) === '23503') throw new HttpError(400, m.reasonInUse);
    throw error;
  }
}
