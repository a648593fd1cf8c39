import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { type RxConnectsDashboard, rxConnectsNewestPendingCount } from '@homer/contracts/rx-connects-admin';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { type Site, sites } from './sites.ts';
import { siteStatusCounts } from './sites-list.ts';

async function newestPending(db: Queryable, site: Site) {
  const t = site.table;
  const rows = await db
    .select({ id: t.id, name: t.name, countyName: counties.name, dateSigned: t.dateSigned })
    .from(t)
    .innerJoin(counties, eq(counties.id, t.countyId))
    .where(eq(t.statusId, RxConnectsStatus.Pending))
    .orderBy(desc(t.dateSigned), desc(t.id))
    .limit(rxConnectsNewestPendingCount);
  return rows.map((r) => ({ ...r, kind: site.kind, dateSigned: r.dateSigned.toISOString() }));
}

/** GET …/Dashboard/GetSummary: donors and repositories by status, and the newest pending of both. */
export async function rxConnectsDashboard(db: Queryable): Promise<RxConnectsDashboard> {
  const [donors, repositories, pendingDonors, pendingRepositories] = await Promise.all([
    siteStatusCounts(db, sites.donor),
    siteStatusCounts(db, sites.repository),
    newestPending(db, sites.donor),
    newestPending(db, sites.repository),
  ]);
  const newest = [...pendingDonors, ...pendingRepositories]
    .sort((a, b) => b.dateSigned.localeCompare(a.dateSigned))
    .slice(0, rxConnectsNewestPendingCount);
  return { donors, repositories, newestPending: newest };
}
