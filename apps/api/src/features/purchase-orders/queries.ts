import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import type { Option } from '@homer/contracts/envelope';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { budgets, poFigures, purchaseOrders } from '../../db/schema/ba.ts';

export type PoListFilters = { budgetId: number; isActive: boolean | null; poId?: number | undefined };

/**
 * POs with their figures from the po_figures view (the one place they are derived, per row, from the sums the
 * triggers store; decision 026): one statement, whatever the row count. Sorted by PO number, then line.
 */
export async function selectPurchaseOrders(db: Queryable, where: SQL | undefined): Promise<PurchaseOrder[]> {
  const rows = await db
    .select({
      po: purchaseOrders,
      figures: {
        expendituresYtd: poFigures.expendituresYtd,
        remainingPoBalance: poFigures.remainingPoBalance,
        remainingPoPercent: poFigures.remainingPoPercent,
        invoiceCount: poFigures.invoiceCount,
        belowPoLevelThreshold: poFigures.belowPoLevelThreshold,
      },
    })
    .from(purchaseOrders)
    .innerJoin(poFigures, eq(poFigures.poId, purchaseOrders.id))
    .where(where)
    .orderBy(asc(purchaseOrders.poNumber), asc(purchaseOrders.lineNumber), asc(purchaseOrders.id));
  return rows.map(({ po, figures: f }) => ({
    poId: po.id,
    budgetId: po.budgetId,
    poNumber: po.poNumber,
    lineNumber: po.lineNumber,
    vendorName: po.vendorName,
    poValue: po.poValue,
    expendituresYtd: f.expendituresYtd,
    remainingPoBalance: f.remainingPoBalance,
    remainingPoPercent: f.remainingPoPercent,
    belowPOLevelThreshold: f.belowPoLevelThreshold,
    purchaseReqNumber: po.purchaseReqNumber,
    purchaseReqPeriod: po.purchaseReqPeriod,
    // Journal entries do not exist yet (spec: 'Add Journal Entry not yet implemented.'), so invoices decide.
    canDelete: f.invoiceCount === 0,
    isActive: po.isActive,
  }));
}

/** A budget's POs: tens of rows, returned whole (as the spec's GetPoList) and paged in the browser. */
export function listPurchaseOrders(db: Queryable, filters: PoListFilters): Promise<PurchaseOrder[]> {
  return selectPurchaseOrders(
    db,
    and(
      eq(purchaseOrders.budgetId, filters.budgetId),
      filters.isActive === null ? undefined : eq(purchaseOrders.isActive, filters.isActive),
      filters.poId ? eq(purchaseOrders.id, filters.poId) : undefined,
    ),
  );
}

export async function getPurchaseOrder(db: Queryable, poId: number): Promise<PurchaseOrder | null> {
  const [po] = await selectPurchaseOrders(db, eq(purchaseOrders.id, poId));
  return po ?? null;
}

/** What power mode needs to recompute a PO's threshold and percent from simulated amounts. */
export async function findBudgetLevels(db: Queryable, budgetId: number) {
  const [row] = await db
    .select({
      allocatedAmt: budgets.allocatedAmt,
      lowBudgetLevel: budgets.lowBudgetLevel,
      isLowBudgetLevelPercent: budgets.isLowBudgetLevelPercent,
    })
    .from(budgets)
    .where(eq(budgets.id, budgetId));
  return row ?? null;
}

export async function findBudgetState(db: Queryable, budgetId: number) {
  const [row] = await db
    .select({ id: budgets.id, isActive: budgets.isActive })
    .from(budgets)
    .where(eq(budgets.id, budgetId));
  return row ?? null;
}

export async function findPurchaseOrderRow(db: Queryable, poId: number) {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
  return row ?? null;
}

/** Another PO of the budget with the same number and line (the unique key purchase_orders_number_key). */
export async function findDuplicateNumber(
  db: Queryable,
  poId: number,
  budgetId: number,
  poNumber: string,
  lineNumber: number,
) {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.budgetId, budgetId),
        eq(purchaseOrders.poNumber, poNumber),
        eq(purchaseOrders.lineNumber, lineNumber),
        ne(purchaseOrders.id, poId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A budget's POs as select options (the invoice list's PO filter and the invoice form), active or not:
 * invoices of a deactivated PO must still be findable. Line numbers other than 1 are shown.
 */
export async function budgetPoOptions(db: Queryable, budgetId: number): Promise<Option[]> {
  const rows = await db
    .select({
      id: purchaseOrders.id,
      poNumber: purchaseOrders.poNumber,
      lineNumber: purchaseOrders.lineNumber,
      vendorName: purchaseOrders.vendorName,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.budgetId, budgetId))
    .orderBy(asc(purchaseOrders.poNumber), asc(purchaseOrders.lineNumber), asc(purchaseOrders.id));
  return rows.map((r) => ({
    value: r.id,
    text: r.lineNumber === 1 ? r.poNumber : `${r.poNumber} (Line ${r.lineNumber})`,
    additionalData: r.vendorName,
  }));
}
