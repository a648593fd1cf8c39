import type { CiOrderListQuery, CiOrderRow } from '@homer/contracts/ci-orders';
import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { ciOrders } from '../../db/schema/ci-orders.ts';
import { facilities } from '../../db/schema/core.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { type FacilityScope, scopeWhere } from './scope.ts';

const o = ciOrders;

// Only the page's rows run these.
const itemCount = sql<number>`(select count(*)::int from ci_order_items i where i.order_id = "ci_orders"."id")`;
const cardsOrdered = sql<number>`(select coalesce(sum(i.cards_ordered), 0)::int from ci_order_items i
  where i.order_id = "ci_orders"."id")`;
const supplyingSiteName = sql<
  string | null
>`(select s.name from inventory_sites s where s.id = "ci_orders"."supplying_site_id")`;

/** GET …/GetList: one keyset page of the orders the caller works from either side, newest order date first. */
export async function listCiOrders(
  db: Queryable,
  scope: FacilityScope,
  query: CiOrderListQuery,
): Promise<Paged<CiOrderRow>> {
  const term = query.search?.trim() ?? '';
  const where = and(
    scopeWhere(scope),
    term ? ilike(o.orderNumber, containsPattern(term)) : undefined,
    query.status ? eq(o.status, query.status) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'ci-orders',
      key: o.orderDate,
      kind: 'date',
      id: o.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [term, query.status ?? '', scope.all ? 'all' : scope.facilityIds.join(',')],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: o, filters: where, searching: term !== '' || query.status !== undefined },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: o.id,
            orderNumber: o.orderNumber,
            facilityName: facilities.name,
            supplyingSiteName,
            orderDate: o.orderDate,
            status: o.status,
            itemCount,
            cardsOrdered,
            ...keyset.columns,
          })
          .from(o)
          .innerJoin(facilities, eq(facilities.id, o.facilityId))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}
