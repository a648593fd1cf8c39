import { can, Module, Role } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/pool.ts';
import { userFacilities } from '../../db/schema/core.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

/** The facilities whose refills the caller works: all for Inventory administrators, else the caller's own. */
export type FacilityScope = { all: true } | { all: false; facilityIds: number[] };

export async function refillScope(db: Queryable, auth: Auth): Promise<FacilityScope> {
  if (can(auth.user.access, Module.Inventory, Role.SystemAdmin)) return { all: true };
  const rows = await db
    .select({ facilityId: userFacilities.facilityId })
    .from(userFacilities)
    .where(eq(userFacilities.userId, auth.user.id));
  return { all: false, facilityIds: rows.map((r) => r.facilityId) };
}

export function inScope(scope: FacilityScope, facilityId: number): boolean {
  return scope.all || scope.facilityIds.includes(facilityId);
}

/** A facility the caller does not belong to: 403, as the widget's call path says. */
export function assertFacility(scope: FacilityScope, facilityId: number): void {
  if (!inScope(scope, facilityId)) throw new HttpError(403, messages.accessDenied);
}

/** The rows of `column` (a facility id) the scope reaches. */
export function scopeWhere(scope: FacilityScope, column: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.facilityIds.length === 0) return sql`false`;
  return inArray(column, scope.facilityIds);
}

export function isPharmacist(auth: Auth): boolean {
  return can(auth.user.access, Module.Inventory, Role.Pharmacist);
}
