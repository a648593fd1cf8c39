import type { FacilityChoice, Membership } from '@homer/contracts/user-profile-tabs';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities, organizations, userFacilities } from '../../db/schema/core.ts';

/**
 * The facilities a user belongs to, with their organizations, by organization then facility name.
 * `activeOnly` is for facility selectors: a deactivated facility leaves them (decision 037), while the
 * organizations tab still shows it so an administrator can remove it.
 */
export function facilitiesOfUser(
  db: Queryable,
  userId: number,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<Membership[]> {
  return db
    .select({
      facilityId: facilities.id,
      facilityName: facilities.name,
      longName: facilities.longName,
      organizationId: organizations.id,
      organizationName: organizations.name,
      isActive: facilities.isActive,
    })
    .from(userFacilities)
    .innerJoin(facilities, eq(facilities.id, userFacilities.facilityId))
    .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
    .where(and(eq(userFacilities.userId, userId), activeOnly ? eq(facilities.isActive, true) : undefined))
    .orderBy(asc(organizations.name), asc(facilities.name), asc(facilities.id));
}

/** Active facilities the user is not in yet: what an administrator may add (a small table, decision 037). */
export function facilityChoices(db: Queryable, userId: number): Promise<FacilityChoice[]> {
  return db
    .select({
      facilityId: facilities.id,
      facilityName: facilities.name,
      organizationName: organizations.name,
    })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
    .where(
      and(
        eq(facilities.isActive, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userFacilities)
            .where(and(eq(userFacilities.userId, userId), eq(userFacilities.facilityId, facilities.id))),
        ),
      ),
    )
    .orderBy(asc(organizations.name), asc(facilities.name), asc(facilities.id));
}
