import { baManager } from '@homer/contracts/access';
import type { InvoiceListRow } from '@homer/contracts/ba-invoices';
import { z } from 'zod';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { keysetBatches } from '../../platform/exports/keyset-batches.ts';
import { listInvoicesForExport } from './queries.ts';

const dateCell = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
// Excel keeps numbers as doubles anyway; the cell shows cents through its format.
const moneyCell = (amount: string) => Number(amount);
const money = '$#,##0.00';

/** GET api/BA/GetBudgetInvoiceListExcel: the budget's invoices with the PO and status filters on screen. */
export const invoicesExport = defineExport({
  kind: 'budget-invoices',
  fileName: 'Budget Invoices',
  access: baManager,
  filters: z.object({
    budgetId: z.number().int().positive(),
    poId: z.number().int().positive().nullable(),
    statusId: z.number().int().positive().nullable(),
  }),
  // A budget can hold 100k invoices: read in keyset batches on the invoice id, written as they arrive.
  rows: (db, filters) =>
    keysetBatches(
      (afterId, limit) => listInvoicesForExport(db, filters, { afterId, limit }),
      (row) => row.invoiceId,
    ),
  columns: [
    { header: 'Invoice #', value: (r: InvoiceListRow) => r.invoiceNumber, width: 18 },
    { header: 'Status', value: (r: InvoiceListRow) => r.statusName, width: 12 },
    {
      header: 'Effective Dt',
      value: (r: InvoiceListRow) => dateCell(r.effectiveDate),
      numFmt: 'mm/dd/yyyy',
      width: 14,
    },
    { header: 'Request #', value: (r: InvoiceListRow) => r.requestNumber, width: 14 },
    { header: 'Confirm #', value: (r: InvoiceListRow) => r.confirmationNumber, width: 14 },
    { header: 'PO #', value: (r: InvoiceListRow) => r.poNumber, width: 14 },
    { header: 'Invoice $', value: (r: InvoiceListRow) => moneyCell(r.invoicedAmt), numFmt: money, width: 14 },
    { header: 'Paid $', value: (r: InvoiceListRow) => moneyCell(r.paidAmt), numFmt: money, width: 14 },
    { header: 'Paid CR #', value: (r: InvoiceListRow) => r.paymentCrNum, width: 14 },
    {
      header: 'Reconciled $',
      value: (r: InvoiceListRow) => moneyCell(r.reconciledAmt),
      numFmt: money,
      width: 14,
    },
    { header: 'Facility', value: (r: InvoiceListRow) => r.facilityName, width: 30 },
  ],
});
