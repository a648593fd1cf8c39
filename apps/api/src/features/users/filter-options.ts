import type { UserFilterOptions } from '@homer/contracts/user-admin';
import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/pool.ts';
import { facilities, organizations } from '../../db/schema/core.ts';

/**
 * The users list's organization and facility selectors. Its own call, because the organization and facility
 * options of the administration pages are for SystemAdmins and Managers, and a UserAdmin filters users too.
 * Inactive ones are listed as well (marked): their former members are still users.
 */
export async function filterOptions(db: Queryable): Promise<UserFilterOptions> {
  const label = (name: AnyPgColumn, active: AnyPgColumn) =>
    sql<string>`${name} || case when ${active} then '' else ' (inactive)' end`;
  const [orgs, facs] = await Promise.all([
    db
      .select({ value: organizations.id, label: label(organizations.name, organizations.isActive) })
      .from(organizations)
      .orderBy(asc(organizations.name), asc(organizations.id)),
    db
      .select({ value: facilities.id, label: label(facilities.name, facilities.isActive) })
      .from(facilities)
      .orderBy(asc(facilities.name), asc(facilities.id)),
  ]);
  return { organizations: orgs, facilities: facs };
}
