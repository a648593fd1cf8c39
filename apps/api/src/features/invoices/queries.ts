import { invoiceStatusName } from '@homer/contracts/ba';
import {
  type Invoice,
  type InvoiceListQuery,
  type InvoiceListRow,
  invoiceSortFields,
} from '@homer/contracts/ba-invoices';
import type { Option } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { and, asc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { invoices, purchaseOrders } from '../../db/schema/ba.ts';
import { facilities } from '../../db/schema/core.ts';
import { type KeyKind, keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

/** The filters the list and its export share; null means "All". */
export type InvoiceFilterValues = { budgetId: number; poId: number | null; statusId: number | null };

/** 0 or absent is the spec's 'All'. */
export function filterValues(query: {
  budgetId: number;
  poId?: number | undefined;
  baInvoiceStatus?: number | undefined;
}) {
  return { budgetId: query.budgetId, poId: query.poId || null, statusId: query.baInvoiceStatus || null };
}

const sortColumns = {
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  // Status ids follow the invoice's life (Pending → Void), which is the order people expect.
  statusName: invoices.statusId,
  effectiveDate: invoices.effectiveDate,
  requestNumber: invoices.requestNumber,
  confirmationNumber: invoices.confirmationNumber,
  poNumber: purchaseOrders.poNumber,
  invoicedAmt: invoices.invoicedAmt,
  paidAmt: invoices.paidAmt,
  paymentCrNum: invoices.paymentCrNum,
  reconciledAmt: invoices.reconciledAmt,
  facilityName: facilities.name,
} satisfies Record<(typeof invoiceSortFields)[number], unknown>;

/**
 * Rows of one budget, narrowed by PO, status and search. The PO number and facility name are searched through
 * id subqueries, so the same condition serves the capped count on the invoices table alone.
 */
function whereInvoices(
  db: Queryable,
  filters: InvoiceFilterValues,
  search: string | undefined,
): SQL | undefined {
  const term = search?.trim();
  const pattern = term ? containsPattern(term) : null;
  return and(
    eq(invoices.budgetId, filters.budgetId),
    filters.poId ? eq(invoices.poId, filters.poId) : undefined,
    filters.statusId ? eq(invoices.statusId, filters.statusId) : undefined,
    pattern
      ? or(
          ilike(invoices.invoiceNumber, pattern),
          ilike(invoices.requestNumber, pattern),
          ilike(invoices.confirmationNumber, pattern),
          ilike(invoices.paymentCrNum, pattern),
          inArray(
            invoices.poId,
            db
              .select({ id: purchaseOrders.id })
              .from(purchaseOrders)
              .where(
                and(eq(purchaseOrders.budgetId, filters.budgetId), ilike(purchaseOrders.poNumber, pattern)),
              ),
          ),
          inArray(
            invoices.facilityId,
            db.select({ id: facilities.id }).from(facilities).where(ilike(facilities.name, pattern)),
          ),
        )
      : undefined,
  );
}

/** One statement for the rows with their PO number and facility name (no per-row lookups). */
function selectInvoices(db: Queryable) {
  return db
    .select({
      invoice: invoices,
      poNumber: purchaseOrders.poNumber,
      facilityName: facilities.name,
    })
    .from(invoices)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .leftJoin(facilities, eq(facilities.id, invoices.facilityId));
}

type SelectedInvoice = {
  invoice: typeof invoices.$inferSelect;
  poNumber: string | null;
  facilityName: string | null;
};

function toListRow({ invoice: i, poNumber, facilityName }: SelectedInvoice): InvoiceListRow {
  return {
    invoiceId: i.id,
    budgetId: i.budgetId,
    invoiceNumber: i.invoiceNumber,
    effectiveDate: i.effectiveDate,
    requestNumber: i.requestNumber,
    confirmationNumber: i.confirmationNumber,
    poId: i.poId,
    poNumber,
    invoicedAmt: i.invoicedAmt,
    paidAmt: i.paidAmt,
    paymentCrNum: i.paymentCrNum,
    reconciledAmt: i.reconciledAmt,
    facilityName,
    statusId: i.statusId,
    statusName: invoiceStatusName(i.statusId),
  };
}

/** How each sort key travels in a page cursor, and whether it can be NULL (left joins and optional fields). */
const sortKinds = {
  invoiceId: ['integer', false],
  invoiceNumber: ['text', false],
  statusName: ['integer', false],
  effectiveDate: ['date', true],
  requestNumber: ['text', true],
  confirmationNumber: ['text', true],
  poNumber: ['text', true],
  invoicedAmt: ['numeric', false],
  paidAmt: ['numeric', false],
  paymentCrNum: ['text', true],
  reconciledAmt: ['numeric', false],
  facilityName: ['text', true],
} as const satisfies Record<(typeof invoiceSortFields)[number], readonly [KeyKind, boolean]>;

/**
 * Budget Invoices, paged on the server, by cursor when moving to the next or previous page (decision 027).
 * The list is always one budget's invoices: invoices_budget_idx (budget_id, id) finds them, the default order
 * reads it directly, and other sorts (two are columns of joined tables, which no index of invoices can hold)
 * sort that one budget's rows, with the id as tie-breaker so pages are stable.
 */
export async function listInvoices(db: Queryable, query: InvoiceListQuery) {
  const filters = filterValues(query);
  const where = whereInvoices(db, filters, query.search);
  const field = invoiceSortFields.find((f) => f === query.sortField) ?? 'invoiceId';
  const [kind, nullable] = sortKinds[field];
  const keyset = keysetPage(
    {
      list: 'invoices',
      key: sortColumns[field],
      kind,
      nullable,
      id: invoices.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [field, filters, query.search?.trim() ?? ''],
    },
    query,
  );
  // Always one budget's rows, so a search never needs the matches sorted apart (see KeysetPage.orderBy).
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: invoices, filters: where, searching: false },
    keyset,
    () =>
      keyset.apply(
        db
          .select({
            invoice: invoices,
            poNumber: purchaseOrders.poNumber,
            facilityName: facilities.name,
            ...keyset.columns,
          })
          .from(invoices)
          .leftJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
          .leftJoin(facilities, eq(facilities.id, invoices.facilityId))
          .$dynamic(),
        where,
      ),
  );
  return { ...paged, data: rows.map(toListRow) };
}

/**
 * The rows the filters select, in invoice order: the Excel export of the list, read in keyset pages (ids after
 * `afterId`, at most `limit`) on the invoices_budget_idx (budget_id, id) index.
 */
export async function listInvoicesForExport(
  db: Queryable,
  filters: InvoiceFilterValues,
  page: { afterId: number | null; limit: number },
): Promise<InvoiceListRow[]> {
  const rows = await selectInvoices(db)
    .where(
      and(
        whereInvoices(db, filters, undefined),
        page.afterId === null ? undefined : gt(invoices.id, page.afterId),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(page.limit);
  return rows.map(toListRow);
}

export async function findInvoice(db: Queryable, id: number): Promise<Invoice | null> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  if (!row) return null;
  return {
    ...toListRow(row),
    facilityId: row.invoice.facilityId,
    notes: row.invoice.notes,
    dateCreated: row.invoice.createdAt.toISOString(),
  };
}

/** Active facilities for the invoice's facility select, by name. */
export function facilityOptions(db: Queryable): Promise<Option[]> {
  return db
    .select({ value: facilities.id, text: facilities.name })
    .from(facilities)
    .where(eq(facilities.isActive, true))
    .orderBy(asc(facilities.name), asc(facilities.id));
}
