import { can, Module, Role } from '@homer/contracts/access';
import {
  type CiOrderActions,
  type CiOrderStatus,
  ciOrderCancellable,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { type SQL, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import type { Queryable } from '../../db/pool.ts';
import { ciOrders } from '../../db/schema/ci-orders.ts';
import { type FacilityScope, inScope } from '../../platform/auth/facility-scope.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';

export type { FacilityScope };

/** Who calls: their facilities and how far their CI role reaches. */
export type OrderCaller = {
  userId: number;
  scope: FacilityScope;
  technician: boolean;
  manager: boolean;
};

export function orderCaller(auth: Auth, scope: FacilityScope): OrderCaller {
  return {
    userId: auth.user.id,
    scope,
    technician: can(auth.user.access, Module.CI, Role.Technician),
    manager: can(auth.user.access, Module.CI, Role.Manager),
  };
}

/**
 * An order is worked from two sides: the ordering facility's users (the county) and the users of the facility
 * whose pharmacy site supplies it. Either side sees the whole order; each side may do only its own steps.
 */
export type OrderSides = { county: boolean; supplier: boolean };

export type OrderHead = {
  id: number;
  orderNumber: string;
  facilityId: number;
  facilityName: string;
  supplyingSiteId: number | null;
  supplyingSiteName: string | null;
  supplyingFacilityId: number | null;
  status: CiOrderStatus;
  orderDate: string;
  note: string;
};

/** The orders the scope reaches from either side, as a WHERE on ci_orders. */
export function scopeWhere(scope: FacilityScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.facilityIds.length === 0) return sql`false`;
  const ids = idArray(scope.facilityIds);
  return sql`(${ciOrders.facilityId} = any(${ids}) or ${ciOrders.supplyingSiteId} in
    (select id from inventory_sites where facility_id = any(${ids})))`;
}

export function sidesOf(scope: FacilityScope, order: OrderHead): OrderSides {
  return {
    county: inScope(scope, order.facilityId),
    supplier: order.supplyingFacilityId !== null && inScope(scope, order.supplyingFacilityId),
  };
}

/**
 * The order's head (with what the order page shows of it), locked for a command when `lock` is set. An order outside the caller's facilities answers
 * like one that does not exist: ids reveal nothing.
 */
export async function findOrderHead(
  db: Queryable,
  scope: FacilityScope,
  id: number,
  lock = false,
): Promise<OrderHead & { sides: OrderSides }> {
  const { rows } = await db.execute<OrderHead>(sql`
    select o.id, o.order_number as "orderNumber", o.facility_id as "facilityId", f.name as "facilityName",
      o.supplying_site_id as "supplyingSiteId", s.name as "supplyingSiteName",
      s.facility_id as "supplyingFacilityId", o.status, to_char(o.order_date, 'YYYY-MM-DD') as "orderDate", o.note
    from ci_orders o join facilities f on f.id = o.facility_id left join inventory_sites s on s.id = o.supplying_site_id
    where o.id = ${id} ${lock ? sql`for update of o` : sql``}`);
  const order = rows[0];
  if (!order) throw new HttpError(404, m.notFound);
  const sides = sidesOf(scope, order);
  if (!sides.county && !sides.supplier) throw new HttpError(404, m.notFound);
  return { ...order, sides };
}

const during = (status: CiOrderStatus, ...statuses: CiOrderStatus[]) => statuses.includes(status);

/** What the caller may do to an order in its status: the page shows these, and each command checks its own. */
export function orderActions(
  status: CiOrderStatus,
  sides: OrderSides,
  caller: Pick<OrderCaller, 'technician' | 'manager'>,
): CiOrderActions {
  const supplierTech = sides.supplier && caller.technician;
  const supplierManager = sides.supplier && caller.manager;
  return {
    edit: sides.county && status === 'Draft',
    submit: sides.county && status === 'Draft',
    approve: supplierManager && status === 'Submitted',
    cancel:
      ciOrderCancellable.includes(status) &&
      (supplierManager || (sides.county && during(status, 'Draft', 'Submitted'))),
    purchase: supplierManager && during(status, 'Approved', 'Purchasing', 'Received', 'Repacking'),
    receive: supplierTech && during(status, 'Purchasing', 'Received', 'Repacking'),
    returnStock: supplierTech && during(status, 'Received', 'Repacking', 'Shipped', 'Received by county'),
    repack: supplierTech && during(status, 'Received', 'Repacking'),
    ship: supplierTech && during(status, 'Received', 'Repacking'),
    countyReceipt: sides.county && status === 'Shipped',
    close: supplierManager && status === 'Received by county',
    invoice: during(status, 'Shipped', 'Received by county', 'Closed'),
  };
}

/**
 * Refuses a command the caller may not give now, saying why: the wrong side, too small a role, or a status the
 * step does not follow.
 */
export function requireAction(
  order: OrderHead & { sides: OrderSides },
  caller: OrderCaller,
  action: keyof CiOrderActions,
  verb: string,
): void {
  if (orderActions(order.status, order.sides, caller)[action]) return;
  const anyStatus = orderActions(
    order.status,
    { county: true, supplier: true },
    { technician: true, manager: true },
  );
  if (!anyStatus[action]) throw new HttpError(400, m.wrongStatus(verb, order.status));
  const countySteps: (keyof CiOrderActions)[] = ['edit', 'submit', 'countyReceipt'];
  if (countySteps.includes(action)) throw new HttpError(403, m.notOrderingFacility);
  if (!order.sides.supplier) throw new HttpError(403, m.notSupplier);
  throw new HttpError(403, m.managerOnly);
}
