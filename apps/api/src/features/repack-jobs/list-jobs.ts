import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { type RepackJobListQuery, type RepackJobRow, repackYieldPercent } from '@homer/contracts/repack-jobs';
import { and, eq, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { inventorySites, ndcProducts } from '../../db/schema/pharmacy.ts';
import { repackJobs } from '../../db/schema/repack.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { type FacilityScope, facilityScopeWhere } from '../../platform/auth/facility-scope.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const j = repackJobs;

/** GET …/GetList: newest first by keyset (the created, status or site index, as filtered). */
export async function listRepackJobs(
  db: Queryable,
  scope: FacilityScope,
  query: RepackJobListQuery,
): Promise<Paged<RepackJobRow>> {
  const facilities = facilityScopeWhere(scope, inventorySites.facilityId);
  const where = and(
    // A subquery, not the join: the page's count reads repack_jobs alone.
    facilities && sql`${j.inventorySiteId} in (select id from inventory_sites where ${facilities})`,
    query.status ? eq(j.status, query.status) : undefined,
    query.siteId ? eq(j.inventorySiteId, query.siteId) : undefined,
    query.productId ? eq(j.outputProductId, query.productId) : undefined,
    query.technicianId ? eq(j.startedBy, query.technicianId) : undefined,
    // Days are UTC, as the ledger's (decision 098).
    query.from ? sql`${j.createdAt} >= ${query.from}::date at time zone 'UTC'` : undefined,
    query.to ? sql`${j.createdAt} < (${query.to}::date + 1) at time zone 'UTC'` : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'repack-jobs',
      key: j.createdAt,
      kind: 'timestamp',
      id: j.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [
        query.status ?? '',
        query.siteId,
        query.productId,
        query.technicianId,
        query.from ?? '',
        query.to ?? '',
      ],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: j, filters: where, searching: false }, keyset, () =>
    keyset.apply(
      db
        .select({
          id: j.id,
          status: j.status,
          siteName: inventorySites.name,
          productName: ndcProducts.productName,
          ndc: ndcProducts.ndc,
          countPerCard: j.countPerCard,
          dispensingUnit: ndcProducts.dispensingUnit,
          plannedCards: j.plannedCards,
          actualCards: j.actualCards,
          wasteUnits: j.wasteUnits,
          sampleUnits: j.sampleUnits,
          lotNumber: stockLots.lotNumber,
          beyondUseDate: sql<string | null>`to_char(${j.beyondUseDate}, 'YYYY-MM-DD')`,
          technicianName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
          createdAt: isoText(j.createdAt),
          ...keyset.columns,
        })
        .from(j)
        .innerJoin(inventorySites, eq(inventorySites.id, j.inventorySiteId))
        .innerJoin(ndcProducts, eq(ndcProducts.id, j.outputProductId))
        .leftJoin(stockLots, eq(stockLots.id, j.lotId))
        .leftJoin(users, eq(users.id, sql`coalesce(${j.startedBy}, ${j.createdBy})`))
        .$dynamic(),
      where,
    ),
  );
  const { rows, ...paged } = page;
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => ({
      ...row,
      yieldPercent:
        row.actualCards === null
          ? null
          : repackYieldPercent(row.actualCards * row.countPerCard, row.wasteUnits ?? 0, row.sampleUnits ?? 0),
    })),
  };
}
