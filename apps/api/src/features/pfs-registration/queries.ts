import type { RegisterFromPfsUser } from '@homer/contracts/pfs';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { facilities, users } from '../../db/schema/core.ts';
import {
  pfsRegistrationFacilities,
  pfsRegistrations,
  pfsUserFacilities,
  pfsUsers,
} from '../../db/schema/pfs.ts';
import type { Tx } from '../../db/tx.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The PFS user a registration link names, with facilities; null for a missing or unknown guid. */
export async function findPfsUser(db: Db | Tx, guid: string) {
  if (!uuidPattern.test(guid)) return null;
  const [user] = await db.select().from(pfsUsers).where(eq(pfsUsers.guid, guid));
  if (!user) return null;
  const linked = await db
    .select({ facilityId: facilities.id, organizationId: facilities.organizationId })
    .from(pfsUserFacilities)
    .innerJoin(facilities, eq(facilities.id, pfsUserFacilities.facilityId))
    .where(eq(pfsUserFacilities.pfsUserId, user.id))
    .orderBy(asc(facilities.id));
  return { user, facilities: linked };
}

/** A HOMER user with this user name or email, if any (both are unique without regard to case). */
export async function existingHomerUser(db: Db | Tx, userName: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.userName})`, userName.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** GET api/PublicHomerRegister/GetPfsUserByGuid's answer. */
export async function registerFromPfsModel(db: Db, guid: string): Promise<RegisterFromPfsUser | null> {
  const found = await findPfsUser(db, guid);
  if (!found) return null;
  const { user } = found;
  const existing = user.homerUserId
    ? { id: user.homerUserId }
    : await existingHomerUser(db, user.userName, user.email);
  const facilityIds = found.facilities.map((f) => f.facilityId);
  return {
    id: existing?.id ?? 0,
    pfsUserId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    pfsFacilityIds: facilityIds,
    facilityIds,
    organizationIds: [...new Set(found.facilities.map((f) => f.organizationId))],
    alreadyExists: existing !== null,
    errorMessage: null,
  };
}

/** The review request of an account made from a PFS link (kind 'homer', decision 053), with its facilities. */
export async function recordAccountRequest(
  tx: Tx,
  request: {
    pfsUserId: number;
    userId: number;
    person: { firstName: string; lastName: string; email: string; phoneNumber: string };
    facilityIds: number[];
  },
): Promise<number> {
  const { person } = request;
  const [row] = await tx
    .insert(pfsRegistrations)
    .values({
      kind: 'homer',
      pfsUserId: request.pfsUserId,
      userId: request.userId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
    })
    .returning({ id: pfsRegistrations.id });
  if (!row) throw new Error('account request insert returned nothing');
  if (request.facilityIds.length > 0) {
    await tx
      .insert(pfsRegistrationFacilities)
      .values(request.facilityIds.map((facilityId) => ({ registrationId: row.id, facilityId })));
  }
  return row.id;
}
