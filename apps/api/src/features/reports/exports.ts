import {
  type ExpiringStockRow,
  expiringStockExportQuerySchema,
  type StockLedgerRow,
  type StockUsageRow,
  stockLedgerExportQuerySchema,
  stockReportAccess,
  stockUsageExportQuerySchema,
} from '@homer/contracts/reports';
import { defineExport, type ExportColumn } from '../../platform/exports/export-definition.ts';
import { expiringStockExportRows } from './expiring-stock.ts';
import { stockLedgerExportRows } from './stock-ledger.ts';
import { stockUsageExportRows } from './stock-usage.ts';

const dateCell = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const money = '$#,##0.00';

type ProductRow = Pick<StockLedgerRow, 'ndc' | 'productName' | 'siteName' | 'dispensingUnit' | 'packSize'>;
const productColumns = <Row extends ProductRow>(): ExportColumn<Row>[] => [
  { header: 'NDC', value: (r) => r.ndc, width: 14 },
  { header: 'Product', value: (r) => r.productName, width: 36 },
  { header: 'Inventory Site', value: (r) => r.siteName, width: 30 },
  { header: 'Dispensing Unit', value: (r) => r.dispensingUnit, width: 14 },
  { header: 'Pack Size', value: (r) => r.packSize, width: 10 },
];

export const stockLedgerExport = defineExport({
  kind: 'report-stock-ledger',
  fileName: 'Stock Ledger',
  access: stockReportAccess,
  filters: stockLedgerExportQuerySchema,
  reads: 'reports',
  rows: stockLedgerExportRows,
  columns: [
    ...productColumns<StockLedgerRow>(),
    { header: 'Lot', value: (r) => r.lotNumber, width: 16 },
    { header: 'Expiry', value: (r) => dateCell(r.expiryDate), numFmt: 'mm/dd/yyyy', width: 12 },
    { header: 'Opening', value: (r) => r.opening },
    { header: 'Received', value: (r) => r.received },
    { header: 'Transfers In', value: (r) => r.transfersIn },
    { header: 'Shipped', value: (r) => r.shipped },
    { header: 'Transfers Out', value: (r) => r.transfersOut },
    { header: 'Repack (net)', value: (r) => r.repacked },
    { header: 'Adjustments and Counts (net)', value: (r) => r.adjusted },
    { header: 'Reversals (net)', value: (r) => r.reversed },
    { header: 'Closing', value: (r) => r.closing },
  ],
});

export const expiringStockExport = defineExport({
  kind: 'report-expiring-stock',
  fileName: 'Expiring Stock',
  access: stockReportAccess,
  filters: expiringStockExportQuerySchema,
  reads: 'reports',
  rows: expiringStockExportRows,
  columns: [
    ...productColumns<ExpiringStockRow>(),
    { header: 'Lot', value: (r) => r.lotNumber, width: 16 },
    { header: 'Expiry', value: (r) => dateCell(r.expiryDate), numFmt: 'mm/dd/yyyy', width: 12 },
    { header: 'Days Left', value: (r) => r.daysLeft },
    { header: 'Status', value: (r) => r.status },
    { header: 'On Hand', value: (r) => r.onHand },
    { header: 'Monthly Usage', value: (r) => r.monthlyUsage },
    { header: 'Expected Use', value: (r) => r.expectedUse },
    { header: 'At Risk (units)', value: (r) => r.atRiskUnits },
    { header: 'Unit Cost', value: (r) => r.unitCost, numFmt: '$#,##0.0000' },
    { header: 'At-Risk Value', value: (r) => r.atRiskValue, numFmt: money, width: 14 },
  ],
});

export const stockUsageExport = defineExport({
  kind: 'report-stock-usage',
  fileName: 'Stock Usage',
  access: stockReportAccess,
  filters: stockUsageExportQuerySchema,
  reads: 'reports',
  rows: stockUsageExportRows,
  columns: [
    ...productColumns<StockUsageRow>(),
    { header: 'On Hand', value: (r) => r.onHand },
    { header: 'Available', value: (r) => r.available },
    { header: 'Monthly Usage', value: (r) => r.monthlyUsage },
    { header: 'Months of Stock', value: (r) => r.monthsOfStock },
    { header: 'Low', value: (r) => (r.low ? 'Low' : '') },
    { header: 'Value at Cost', value: (r) => r.value, numFmt: money, width: 14 },
    { header: 'Uncosted Units', value: (r) => r.uncostedUnits },
  ],
});
