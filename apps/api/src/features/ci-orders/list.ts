import { type CiOrderListQuery, type CiOrderRow, ciLineFigures } from '@homer/contracts/ci-orders';
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

// Only the page's rows run these. Written out in full: inside the subquery an unqualified "id" is the line's.
const lineCount = sql<number>`(select count(*)::int from ci_order_lines l where l.order_id = ci_orders.id)`;
const lineQuantities = sql<
  Array<Parameters<typeof ciLineFigures>[0]>
>`(select coalesce(json_agg(json_build_object(
    'size', l.size, 'countPerCard', l.count_per_card, 'bottlesOrdered', l.bottles_ordered,
    'bottlesInvoiced', l.bottles_invoiced, 'bottlesReceived', l.bottles_received,
    'productRepacked', l.product_repacked, 'repackedCards', l.repacked_cards,
    'productReturned', l.product_returned, 'cardsOrdered', l.cards_ordered)), '[]'::json)
  from ci_order_lines l where l.order_id = ci_orders.id)`;

/** GET …/GetList: one keyset page of the caller's facilities' orders, newest order date first. */
export async function listCiOrders(
  db: Queryable,
  scope: FacilityScope,
  query: CiOrderListQuery,
): Promise<Paged<CiOrderRow>> {
  const term = query.search?.trim() ?? '';
  const where = and(scopeWhere(scope), term ? ilike(o.orderNumber, containsPattern(term)) : undefined);
  const keyset = keysetPage(
    {
      list: 'ci-orders',
      key: o.orderDate,
      kind: 'date',
      id: o.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [term, scope.all ? 'all' : scope.facilityIds.join(',')],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: o, filters: where, searching: term !== '' },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: o.id,
            orderNumber: o.orderNumber,
            facilityName: facilities.name,
            orderDate: o.orderDate,
            receivedDate: o.receivedDate,
            status: sql<CiOrderRow['status']>`${o.status}`,
            lineCount,
            lineQuantities,
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
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, lineQuantities: lines, ...row }) => ({
      ...row,
      shortOverCount: lines.filter((line) => ciLineFigures(line).isShortOver).length,
    })),
  };
}
