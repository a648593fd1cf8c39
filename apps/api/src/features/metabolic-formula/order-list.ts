import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { MfOrderListQuery, MfOrderRow } from '@homer/contracts/metabolic-formula';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { mfOrders } from '../../db/schema/metabolic-formula.ts';
import { patients } from '../../db/schema/pharmacy.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { mfOrderNumber } from './order-number.ts';
import { orderRowColumns } from './order-row.ts';

const o = mfOrders;

/**
 * GET …/Orders/GetList: one keyset page of the queue, newest period first, then newest order. The filters are
 * equalities on period_start and status, and the key is (period_start, id), so the page is a range of one of the
 * orders' indexes however many orders there are.
 */
export async function listMfOrders(db: Queryable, query: MfOrderListQuery): Promise<Paged<MfOrderRow>> {
  const where = and(
    query.period ? eq(o.periodStart, `${query.period}-01`) : undefined,
    query.status ? eq(o.status, query.status) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'mf-orders',
      key: o.periodStart,
      kind: 'date',
      id: o.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [query.period ?? '', query.status ?? ''],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: o, filters: where, searching: false },
    keyset,
    () =>
      keyset.apply(
        db
          .select({ ...orderRowColumns, ...keyset.columns })
          .from(o)
          .innerJoin(patients, eq(patients.id, o.patientId))
          .$dynamic(),
        where,
      ),
  );
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => ({
      ...row,
      orderNumber: mfOrderNumber(row.orderId),
    })),
  };
}
