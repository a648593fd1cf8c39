import { baManager } from '@homer/contracts/access';
import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import { yesNo } from '@homer/contracts/filters';
import { z } from 'zod';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { listPurchaseOrders } from './queries.ts';

const money = '$#,##0.00;-$#,##0.00';
// Excel keeps numbers as doubles anyway; the exact figures were computed by PostgreSQL.
const amount = (value: string) => Number(value);

/**
 * The Budget POs list as .xlsx with the filters on screen. Power-mode test figures are never exported:
 * a file outlives the screen, and simulated amounts must not pass for real ones.
 */
export const purchaseOrdersExport = defineExport({
  kind: 'budget-pos',
  fileName: 'Budget POs',
  access: baManager,
  filters: z.object({
    budgetId: z.number().int().positive(),
    isActive: z.boolean().nullable(),
    poId: z.number().int().positive().optional(),
  }),
  rows: (db, filters) => listPurchaseOrders(db, filters),
  columns: [
    { header: 'PO #', value: (r: PurchaseOrder) => r.poNumber, width: 16 },
    { header: 'Line #', value: (r: PurchaseOrder) => r.lineNumber, width: 8 },
    { header: 'Vendor', value: (r: PurchaseOrder) => r.vendorName, width: 30 },
    { header: 'PO Value', value: (r: PurchaseOrder) => amount(r.poValue), numFmt: money, width: 16 },
    {
      header: 'Expenditures YTD',
      value: (r: PurchaseOrder) => amount(r.expendituresYtd),
      numFmt: money,
      width: 18,
    },
    {
      header: 'Remaining PO Balance',
      value: (r: PurchaseOrder) => amount(r.remainingPoBalance),
      numFmt: money,
      width: 20,
    },
    {
      header: 'Remaining PO %',
      value: (r: PurchaseOrder) => (r.remainingPoPercent === null ? null : amount(r.remainingPoPercent)),
      numFmt: '0.00',
      width: 16,
    },
    { header: 'Below PO Threshold', value: (r: PurchaseOrder) => yesNo(r.belowPOLevelThreshold), width: 18 },
    { header: 'Purchase Req #', value: (r: PurchaseOrder) => r.purchaseReqNumber, width: 16 },
    { header: 'Purchase Req Period', value: (r: PurchaseOrder) => r.purchaseReqPeriod, width: 18 },
    { header: 'Is Active', value: (r: PurchaseOrder) => yesNo(r.isActive), width: 10 },
  ],
});
