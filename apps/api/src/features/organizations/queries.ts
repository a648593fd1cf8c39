import type { Option, Paged, PageQuery } from '@homer/contracts/envelope';
import type { Organization, OrganizationRow } from '@homer/contracts/organizations';
import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { organizations } from '../../db/schema/core.ts';
import { readSearchedPage } from '../../platform/paging/searched-page.ts';

// The outer column is spelled out: drizzle leaves columns unqualified in a single-table select.
const facilityCount = sql<number>`(select count(*)::int from facilities f where f.organization_id = "organizations"."id")`;

/** By name (organizations_name_idx), one keyset page per cursor; search is a contains-match on the name. */
export async function listOrganizations(db: Queryable, query: PageQuery): Promise<Paged<OrganizationRow>> {
  const { rows, ...paged } = await readSearchedPage(
    db,
    query,
    {
      list: 'organizations',
      table: organizations,
      key: organizations.name,
      kind: 'text',
      id: organizations.id,
      order: 'asc',
      matches: (pattern) => ilike(organizations.name, pattern),
    },
    (cursorColumns) =>
      db
        .select({
          id: organizations.id,
          name: organizations.name,
          emailDomain: organizations.emailDomain,
          isActive: organizations.isActive,
          facilityCount,
          ...cursorColumns,
        })
        .from(organizations)
        .$dynamic(),
  );
  return { ...paged, data: rows };
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
