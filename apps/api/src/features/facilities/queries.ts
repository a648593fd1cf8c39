import type { Paged, PageQuery } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { Facility, FacilityInfo, FacilityRow } from '@homer/contracts/organizations';
import { and, eq, ilike, or } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { keysetPage, readKeysetPage } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilities, organizations, userFacilities } from '../../db/schema/core.ts';
import { counties } from '../../db/schema/public-forms.ts';

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
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where = pattern
    ? or(ilike(facilities.name, pattern), ilike(facilities.longName, pattern))
    : undefined;
  const keyset = keysetPage(
    {
      list: 'facilities',
      key: facilities.name,
      kind: 'text',
      id: facilities.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [term ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: facilities, filters: where, searching: !!pattern },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({ ...rowColumns, ...keyset.columns })
          .from(facilities)
          .innerJoin(organizations, eq(organizations.id, facilities.organizationId))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _key, cursorId: _id, ...r }) => r) };
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
