import { repackJobMessages as m } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { type FacilityScope, inScope } from '../../platform/auth/facility-scope.ts';
import { HttpError } from '../../plugins/errors.ts';

/**
 * A job belongs to its site's facility: a CI user works the jobs of their own facilities (as CI orders, decision
 * 061), CI SystemAdmins every one. A job outside the caller's facilities answers like one that does not exist.
 */
export async function requireJobInScope(db: Queryable, scope: FacilityScope, jobId: number): Promise<void> {
  if (scope.all) return;
  const { rows } = await db.execute<{ facilityId: number }>(sql`
    select s.facility_id as "facilityId" from repack_jobs j join inventory_sites s on s.id = j.inventory_site_id
    where j.id = ${jobId}`);
  const job = rows[0];
  if (!job || !inScope(scope, job.facilityId)) throw new HttpError(404, m.notFound);
}

/** Whether the site is active and of one of the caller's facilities. */
export async function siteInScope(db: Queryable, scope: FacilityScope, siteId: number): Promise<boolean> {
  const { rows } = await db.execute<{ facilityId: number }>(
    sql`select facility_id as "facilityId" from inventory_sites where id = ${siteId} and is_active`,
  );
  const site = rows[0];
  return !!site && inScope(scope, site.facilityId);
}
