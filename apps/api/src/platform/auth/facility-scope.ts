import { can, type Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/pool.ts';
import { userFacilities } from '../../db/schema/core.ts';

/** The facilities whose records the caller works: all for the module's SystemAdmins, else the caller's own. */
export type FacilityScope = { all: true } | { all: false; facilityIds: number[] };

/** Who is asking: a signed-in caller's user, or a subscription's user as the delivery job reads them. */
export type ScopedUser = { id: number; access: readonly ModuleAccess[] };

export async function facilityScope(db: Queryable, user: ScopedUser, module: Module): Promise<FacilityScope> {
  if (can(user.access, module, Role.SystemAdmin)) return { all: true };
  const rows = await db
    .select({ facilityId: userFacilities.facilityId })
    .from(userFacilities)
    .where(eq(userFacilities.userId, user.id));
  return { all: false, facilityIds: rows.map((r) => r.facilityId) };
}

/** The records the scope reaches, as a WHERE on their facility column. */
export function facilityScopeWhere(scope: FacilityScope, facilityId: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.facilityIds.length === 0) return sql`false`;
  return inArray(facilityId, scope.facilityIds);
}

export function inScope(scope: FacilityScope, facilityId: number): boolean {
  return scope.all || scope.facilityIds.includes(facilityId);
}
