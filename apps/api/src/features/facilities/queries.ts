import type { Paged, PageQuery } from '@homer/contracts/envelope';
import type { Facility, FacilityInfo, FacilityRow } from '@homer/contracts/organizations';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities, organizations, userFacilities } from '../../db/schema/core.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { readSearchedPage } from '../../platform/paging/searched-page.ts';

const rowColumns = {
  id: facilities.id,
  name: facilities.name,
  longName: facilities.longName,
  organizationId: facilities.organizationId,
  organizationName: organizations.name,
  facilityType: facilities.facilityType,
  isPharmacy: facilities.isPharmacy,
  supportsRequests: facilities.supportsRequests,
  formattedAddress: facilities.formattedAddress,
  isActive: facilities.isActive,
};

/** By name (facilities_name_idx), one keyset page per cursor; search matches the name or the long name. */
export async function listFacilities(db: Queryable, query: PageQuery): Promise<Paged<FacilityRow>> {
  const { rows, ...paged } = await readSearchedPage(
    db,
    query,
    {
      list: 'facilities',
      table: facilities,
      key: facilities.name,
      kind: 'text',
      id: facilities.id,
      order: 'asc',
      matches: (pattern) => or(ilike(facilities.name, pattern), ilike(facilities.longName, pattern)),
    },
    (cursorColumns) =>
      db
        .select({ ...rowColumns, ...cursorColumns })
        .from(facilities)
        .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
        .$dynamic(),
  );
  return { ...paged, data: rows };
}

export async function findFacility(db: Queryable, id: number): Promise<Facility | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      usesPfs: facilities.usesPfs,
      street: facilities.street,
      secondary: facilities.secondary,
      city: facilities.city,
      state: facilities.state,
      zip: facilities.zip,
      countyId: facilities.countyId,
      countyName: counties.name,
    })
    .from(facilities)
    .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
    .leftJoin(counties, eq(counties.id, facilities.countyId))
    .where(eq(facilities.id, id));
  if (!row) return null;
  const { street, secondary, city, state, zip, countyId, countyName, ...facility } = row;
  const address =
    street && city && state && zip && countyId !== null && countyName !== null && row.formattedAddress
      ? { street, secondary, city, state, zip, countyId, countyName, formattedAddress: row.formattedAddress }
      : null;
  return { ...facility, address };
}

/**
 * An active facility the user belongs to, as the user menu's info panel shows it; null for any other facility,
 * so the answer does not tell whether a facility the user is not in exists.
 */
export async function findUserFacilityInfo(
  db: Queryable,
  userId: number,
  facilityId: number,
): Promise<FacilityInfo | null> {
  const { organizationId: _org, isActive: _active, ...columns } = rowColumns;
  const [row] = await db
    .select(columns)
    .from(userFacilities)
    .innerJoin(facilities, eq(facilities.id, userFacilities.facilityId))
    .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
    .where(
      and(
        eq(userFacilities.userId, userId),
        eq(userFacilities.facilityId, facilityId),
        eq(facilities.isActive, true),
      ),
    );
  return row ?? null;
}
