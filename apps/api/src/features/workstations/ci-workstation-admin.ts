import type { Envelope, Option } from '@homer/contracts/envelope';
import {
  type CiWorkstationForm,
  type CiWorkstationRow,
  workstationMessages as m,
} from '@homer/contracts/workstations';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { ciWorkstations } from '../../db/schema/workstations.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';

const w = ciWorkstations;
// Spelled out: inside the subquery an unqualified "id" would be the user's.
const userCount = sql<number>`(select count(*)::int from users u where u.ci_workstation_id = "ci_workstations"."id")`;

/**
 * Every repack workstation (or one facility's), by facility and name. A facility has a handful of workstations,
 * and the whole list is one screen, so it is not paged.
 */
export function listCiWorkstations(
  db: Queryable,
  facilityId: number,
  id?: number,
): Promise<CiWorkstationRow[]> {
  return db
    .select({
      id: w.id,
      facilityId: w.facilityId,
      facilityName: facilities.name,
      name: w.name,
      isActive: w.isActive,
      userCount,
    })
    .from(w)
    .innerJoin(facilities, eq(facilities.id, w.facilityId))
    .where(and(facilityId ? eq(w.facilityId, facilityId) : undefined, id ? eq(w.id, id) : undefined))
    .orderBy(asc(facilities.name), asc(w.name), asc(w.id))
    .limit(2000);
}

export function ciWorkstationFacilityOptions(db: Queryable): Promise<Option[]> {
  return db
    .select({ value: facilities.id, text: facilities.name, additionalData: facilities.longName })
    .from(facilities)
    .where(eq(facilities.isActive, true))
    .orderBy(asc(facilities.name), asc(facilities.id));
}

/** Adds (id 0), renames, moves or (de)activates a repack workstation; names are unique per facility. */
export async function saveCiWorkstation(
  db: Db,
  actor: Actor,
  form: CiWorkstationForm,
): Promise<Envelope<null, CiWorkstationRow>> {
  try {
    const id = await withTx(db, actor, async (tx) => {
      const [facility] = await tx
        .select({ id: facilities.id })
        .from(facilities)
        .where(and(eq(facilities.id, form.facilityId), eq(facilities.isActive, true)));
      if (!facility) throw new HttpError(400, m.facilityInvalid);
      const values = { facilityId: form.facilityId, name: form.name, isActive: form.isActive };
      const [row] =
        form.id === 0
          ? await tx.insert(w).values(values).returning({ id: w.id })
          : await tx.update(w).set(values).where(eq(w.id, form.id)).returning({ id: w.id });
      if (!row) throw new HttpError(404, m.notFound);
      return row.id;
    });
    const [model] = await listCiWorkstations(db, 0, id);
    if (!model) throw new HttpError(404, m.notFound);
    return succeeded({ message: m.saved, model });
  } catch (error) {
    // The unique constraint decides between racing saves; both get the same message.
    if (pgErrorCode(error) === '23505') return refused(m.duplicateName);
    throw error;
  }
}
