import type { Option, Paged, PageQuery } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { Organization, OrganizationRow } from '@homer/contracts/organizations';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { keysetPage, readKeysetPage } from '../../db/paging.ts';
import type { Queryable } from '../../db/pool.ts';
import { organizations } from '../../db/schema/core.ts';

// The outer column is spelled out: drizzle leaves columns unqualified in a single-table select.
const facilityCount = sql<number>`(select count(*)::int from facilities f where f.organization_id = "organizations"."id")`;

/** By name (organizations_name_idx), one keyset page per cursor; search is a contains-match on the name. */
export async function listOrganizations(db: Queryable, query: PageQuery): Promise<Paged<OrganizationRow>> {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : null;
  const where = pattern ? ilike(organizations.name, pattern) : undefined;
  const keyset = keysetPage(
    {
      list: 'organizations',
      key: organizations.name,
      kind: 'text',
      id: organizations.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [term ?? ''],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: organizations, filters: where, searching: !!pattern },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: organizations.id,
            name: organizations.name,
            emailDomain: organizations.emailDomain,
            isActive: organizations.isActive,
            facilityCount,
            ...keyset.columns,
          })
          .from(organizations)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _key, cursorId: _id, ...r }) => r) };
}

export async function findOrganization(db: Queryable, id: number): Promise<Organization | null> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      emailDomain: organizations.emailDomain,
      isActive: organizations.isActive,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ?? null;
}

/** Every organization, active first then by name: a facility may stay in an organization that was deactivated. */
export async function organizationOptions(db: Queryable): Promise<Option[]> {
  const rows = await db
    .select({ value: organizations.id, text: organizations.name, isActive: organizations.isActive })
    .from(organizations)
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map(({ isActive, ...o }) => ({ ...o, additionalData: isActive ? null : 'Inactive' }));
}
