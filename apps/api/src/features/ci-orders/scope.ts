import { can, Module, Role } from '@homer/contracts/access';
import { ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { ciOrders } from '../../db/schema/ci-orders.ts';
import { userFacilities } from '../../db/schema/core.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

/** The facilities whose orders the caller works: all for CI administrators, else the caller's own. */
export type FacilityScope = { all: true } | { all: false; facilityIds: number[] };

export async function facilityScope(db: Queryable, auth: Auth): Promise<FacilityScope> {
  if (can(auth.user.access, Module.CI, Role.SystemAdmin)) return { all: true };
  const rows = await db
    .select({ facilityId: userFacilities.facilityId })
    .from(userFacilities)
    .where(eq(userFacilities.userId, auth.user.id));
  return { all: false, facilityIds: rows.map((r) => r.facilityId) };
}

/** The orders the scope reaches, as a WHERE on ci_orders. */
export function scopeWhere(scope: FacilityScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.facilityIds.length === 0) return sql`false`;
  return inArray(ciOrders.facilityId, scope.facilityIds);
}

export function inScope(scope: FacilityScope, facilityId: number): boolean {
  return scope.all || scope.facilityIds.includes(facilityId);
}

/** An order outside the caller's facilities answers like one that does not exist: ids reveal nothing. */
export function assertInScope(
  scope: FacilityScope,
  facilityId: number | undefined,
): asserts facilityId is number {
  if (facilityId === undefined || !inScope(scope, facilityId)) throw new HttpError(404, m.notFound);
}
