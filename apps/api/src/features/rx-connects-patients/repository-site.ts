import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';

/** The organization and facility that hold the repositories' sites: a site belongs to a facility (decision 112). */
const holderName = 'Rx Connects Repositories';

/**
 * The inventory site of a repository's donated stock, created with its first donation. Donated medicine is kept
 * apart from the state's own stock by law, so each repository has one site of its own, under one facility that
 * stands for all repositories; the repository link, not the facility, says whose stock it is.
 */
export async function repositorySite(tx: Tx, repositoryId: number): Promise<number> {
  const found = await siteOf(tx, repositoryId);
  if (found) return found;
  // Two first donations at once: the advisory lock makes the second find the first one's site.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('rx_connects_repository_site'), ${repositoryId})`,
  );
  const again = await siteOf(tx, repositoryId);
  if (again) return again;
  const facilityId = await holderFacility(tx);
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into inventory_sites (facility_id, name, rx_connects_repository_id)
    select ${facilityId}, left(r.name, 80) || ' (#' || r.id || ')', r.id from rx_connects_repositories r
    where r.id = ${repositoryId}
    returning id`);
  const site = rows[0];
  if (!site) throw new Error(`repository ${repositoryId} does not exist`);
  return site.id;
}

async function siteOf(tx: Tx, repositoryId: number): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from inventory_sites where rx_connects_repository_id = ${repositoryId}`);
  return rows[0]?.id;
}

async function holderFacility(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rx_connects_holder_facility'))`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    select f.id from facilities f join organizations o on o.id = f.organization_id
    where f.name = ${holderName} and o.name = ${holderName} order by f.id limit 1`);
  if (rows[0]) return rows[0].id;
  const { rows: created } = await tx.execute<{ id: number }>(sql`
    with org as (insert into organizations (name) values (${holderName}) returning id)
    insert into facilities (organization_id, name, long_name)
    select id, ${holderName}, 'Donated stock of the Rx Connects repositories (s. 465.1902, F.S.)' from org
    returning id`);
  const facility = created[0];
  if (!facility) throw new Error('the repositories facility was not created');
  return facility.id;
}
