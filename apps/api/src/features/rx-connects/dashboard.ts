import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import {
  type RxConnectsDashboard,
  rxConnectsNewestPendingCount,
  rxConnectsStatusIds,
  rxConnectsStatusNames,
} from '@homer/contracts/rx-connects-admin';
import { count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { type Site, sites } from './sites.ts';

/** Counts per status (the status indexes answer each without reading rows). */
async function statusCounts(db: Queryable, site: Site) {
  const t = site.table;
  const rows = await db.select({ statusId: t.statusId, n: count() }).from(t).groupBy(t.statusId);
  return rxConnectsStatusIds.map((statusId) => ({
    statusId,
    statusName: rxConnectsStatusNames[statusId] ?? String(statusId),
    count: rows.find((r) => r.statusId === statusId)?.n ?? 0,
  }));
}

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
    statusCounts(db, sites.donor),
    statusCounts(db, sites.repository),
    newestPending(db, sites.donor),
    newestPending(db, sites.repository),
  ]);
  const newest = [...pendingDonors, ...pendingRepositories]
    .sort((a, b) => b.dateSigned.localeCompare(a.dateSigned))
    .slice(0, rxConnectsNewestPendingCount);
  return { donors, repositories, newestPending: newest };
}
