import type { Option } from '@homer/contracts/envelope';
import {
  type CiWorkstation,
  type CiWorkstationState,
  workstationMessages as m,
} from '@homer/contracts/workstations';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/pool.ts';
import { facilities, organizations, userFacilities, users } from '../../db/schema/core.ts';
import { ciWorkstations } from '../../db/schema/workstations.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

const w = ciWorkstations;
const fields = { ciWorkstationId: w.id, workstationName: w.name, facilityName: facilities.name };

/**
 * The user's repack workstation, and whether the first-visit modal is for them (spec §6): internal users whose
 * email is not on their organization's own domain. An organization without a domain has no address on it.
 */
export async function ciWorkstationState(db: Queryable, userId: number): Promise<CiWorkstationState> {
  const [user] = await db
    .select({
      isInternal: users.isInternalBphpUser,
      email: users.email,
      emailDomain: organizations.emailDomain,
      ...fields,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(w, eq(w.id, users.ciWorkstationId))
    .leftJoin(facilities, eq(facilities.id, w.facilityId))
    .where(eq(users.id, userId));
  if (!user) return { workstation: null, offerModal: false };
  const domain = user.email.split('@').pop()?.toLowerCase() ?? '';
  const onOwnDomain = !!user.emailDomain && domain === user.emailDomain.toLowerCase();
  const { ciWorkstationId, workstationName, facilityName } = user;
  const workstation: CiWorkstation | null =
    ciWorkstationId !== null && workstationName !== null && facilityName !== null
      ? { ciWorkstationId, workstationName, facilityName }
      : null;
  return { workstation, offerModal: user.isInternal && !onOwnDomain };
}

function available(db: Queryable, userId: number, only?: number) {
  const onlyThis: SQL | undefined = only === undefined ? undefined : eq(w.id, only);
  return db
    .select(fields)
    .from(w)
    .innerJoin(facilities, eq(facilities.id, w.facilityId))
    .innerJoin(
      userFacilities,
      and(eq(userFacilities.facilityId, w.facilityId), eq(userFacilities.userId, userId)),
    )
    .where(and(eq(w.isActive, true), eq(facilities.isActive, true), onlyThis))
    .orderBy(asc(facilities.name), asc(w.name), asc(w.id));
}

export async function ciWorkstationOptions(db: Queryable, userId: number): Promise<Option[]> {
  const rows = await available(db, userId);
  return rows.map((r) => ({
    value: r.ciWorkstationId,
    text: r.workstationName,
    additionalData: r.facilityName,
  }));
}

/** As for inventories: only one of the user's own options; the users trigger refreshes cached sessions. */
export async function setCiWorkstation(
  db: Db,
  userId: number,
  workstationId: number,
): Promise<CiWorkstation> {
  return withTx(db, { userId }, async (tx) => {
    const [chosen] = await available(tx, userId, workstationId);
    if (!chosen) throw new HttpError(400, m.notAvailable);
    await tx
      .update(users)
      .set({ ciWorkstationId: chosen.ciWorkstationId, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return chosen;
  });
}
