import {
  type RecallReportFilters,
  type RecallReportRow,
  recallReportAccess,
  recallReportExportQuerySchema,
} from '@homer/contracts/recall-report';
import { type RepackJobStatus, repackJobStatusLabels } from '@homer/contracts/repack-jobs';
import {
  type AdjustmentRow,
  type CountVarianceRow,
  type ExpiringStockFilters,
  type ExpiringStockRow,
  expiringStockExportQuerySchema,
  type RepackYieldRow,
  repackReportAccess,
  type ShipmentRow,
  type ShipmentsFilters,
  type StockLedgerFilters,
  type StockLedgerRow,
  type StockUsageFilters,
  type StockUsageRow,
  shipmentProgrammes,
  shipmentsExportQuerySchema,
  stockLedgerExportQuerySchema,
  stockReportAccess,
  stockUsageExportQuerySchema,
} from '@homer/contracts/reports';
import {
  dateTimeFormat,
  defineExport,
  type ExportColumn,
  dateCell as timeCell,
} from '../../platform/exports/export-definition.ts';
import { adjustmentsExportRows } from './adjustments.ts';
import { countVarianceExportRows } from './count-variance.ts';
import { expiringStockExportRows } from './expiring-stock.ts';
import { coveringRecall, recallImpactExportRows } from './recall-impact.ts';
import { type RepackScope, repackYieldExportFilters, repackYieldExportRows } from './repack-yield.ts';
import { atSite, dateCell, money, period, printed } from './report-print.ts';
import { shipmentsExportRows } from './shipments.ts';
import { stockLedgerExportRows } from './stock-ledger.ts';
import { stockUsageExportRows } from './stock-usage.ts';

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
  pdf: printed<StockLedgerFilters>('reportStockLedger', atSite(period)),
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
  pdf: printed<ExpiringStockFilters>(
    'reportExpiringStock',
    atSite((f) => [{ label: 'Expiring within', value: `${f.within} days` }]),
  ),
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
  pdf: printed<StockUsageFilters>(
    'reportStockUsage',
    atSite((f) => [
      { label: 'Low below', value: `${f.lowBelow} month${f.lowBelow === '1' ? '' : 's'}` },
      ...(f.lowOnly === 'true' ? [{ label: 'Rows', value: 'Low stock only' }] : []),
    ]),
  ),
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

export const adjustmentsExport = defineExport({
  kind: 'report-adjustments',
  fileName: 'Adjustments and Waste',
  access: stockReportAccess,
  filters: stockLedgerExportQuerySchema,
  reads: 'reports',
  pdf: printed<StockLedgerFilters>('reportAdjustments', atSite(period)),
  rows: adjustmentsExportRows,
  columns: [
    ...productColumns<AdjustmentRow>(),
    { header: 'Reason', value: (r) => r.reasonLabel, width: 28 },
    { header: 'Added', value: (r) => r.added },
    { header: 'Removed', value: (r) => r.removed },
    { header: 'Value at Cost', value: (r) => r.value, numFmt: money, width: 14 },
    { header: 'Uncosted Units', value: (r) => r.uncostedUnits },
    { header: 'Lines', value: (r) => r.lines },
  ],
});

export const shipmentsExport = defineExport({
  kind: 'report-shipments',
  fileName: 'Shipments',
  access: stockReportAccess,
  filters: shipmentsExportQuerySchema,
  reads: 'reports',
  pdf: printed<ShipmentsFilters>(
    'reportShipments',
    atSite((f) => [
      ...period(f),
      {
        label: 'Programme',
        value: shipmentProgrammes.find((p) => p.key === f.programme)?.label ?? 'Every programme',
      },
    ]),
  ),
  rows: shipmentsExportRows,
  columns: [
    { header: 'Programme', value: (r: ShipmentRow) => r.programmeLabel, width: 18 },
    { header: 'County', value: (r) => r.countyName, width: 18 },
    { header: 'Recipient', value: (r) => r.recipient, width: 36 },
    { header: 'Shipments', value: (r) => r.shipments },
    { header: 'Reversed', value: (r) => r.reversed },
    { header: 'Units (net)', value: (r) => r.units },
    { header: 'Value at Cost', value: (r) => r.value, numFmt: money, width: 14 },
    { header: 'Uncosted Units', value: (r) => r.uncostedUnits },
  ],
});

export const repackYieldExport = defineExport({
  kind: 'report-repack-yield',
  fileName: 'Repack Yield',
  access: repackReportAccess,
  filters: repackYieldExportFilters,
  reads: 'reports',
  pdf: printed<StockLedgerFilters & RepackScope>('reportRepackYield', atSite(period)),
  rows: repackYieldExportRows,
  columns: [
    { header: 'Job', value: (r: RepackYieldRow) => r.jobId, width: 8 },
    { header: 'Completed', value: (r) => new Date(r.completedAt), numFmt: 'mm/dd/yyyy hh:mm', width: 16 },
    { header: 'Inventory Site', value: (r) => r.siteName, width: 24 },
    {
      header: 'Status',
      value: (r) => repackJobStatusLabels[r.status as RepackJobStatus] ?? r.status,
      width: 18,
    },
    { header: 'Bulk NDC', value: (r) => r.sourceNdc, width: 14 },
    { header: 'Bulk Product', value: (r) => r.sourceName, width: 30 },
    { header: 'Bulk Unit', value: (r) => r.sourceUnit, width: 10 },
    { header: 'Card NDC', value: (r) => r.outputNdc, width: 14 },
    { header: 'Card Product', value: (r) => r.outputName, width: 30 },
    { header: 'Count per Card', value: (r) => r.countPerCard },
    { header: 'Planned Cards', value: (r) => r.plannedCards },
    { header: 'Cards Made', value: (r) => r.cards },
    { header: 'Units Taken', value: (r) => r.unitsTaken },
    { header: 'Waste', value: (r) => r.wasteUnits },
    { header: 'Samples', value: (r) => r.sampleUnits },
    { header: 'Yield %', value: (r) => r.yieldPercent },
    { header: 'Lot', value: (r) => r.lotNumber, width: 16 },
    { header: 'Beyond-Use Date', value: (r) => dateCell(r.beyondUseDate), numFmt: 'mm/dd/yyyy', width: 14 },
  ],
});

export const countVarianceExport = defineExport({
  kind: 'report-count-variance',
  fileName: 'Count Variance',
  access: stockReportAccess,
  filters: stockLedgerExportQuerySchema,
  reads: 'reports',
  pdf: printed<StockLedgerFilters>('reportCountVariance', atSite(period)),
  rows: countVarianceExportRows,
  columns: [
    { header: 'Count', value: (r: CountVarianceRow) => r.countId, width: 8 },
    { header: 'Posted', value: (r) => new Date(r.postedAt), numFmt: 'mm/dd/yyyy hh:mm', width: 16 },
    { header: 'Inventory Site', value: (r) => r.siteName, width: 24 },
    { header: 'Scope', value: (r) => (r.scope === 'all' ? 'Every lot' : 'Chosen products'), width: 16 },
    { header: 'Lots Counted', value: (r) => r.linesCounted },
    { header: 'Lots with Variance', value: (r) => r.linesWithVariance },
    { header: 'Recounts', value: (r) => r.recounts },
    { header: 'Units Over', value: (r) => r.unitsOver },
    { header: 'Units Under', value: (r) => r.unitsUnder },
    { header: 'Value at Cost', value: (r) => r.value, numFmt: money, width: 14 },
    { header: 'Uncosted Units', value: (r) => r.uncostedUnits },
    {
      header: 'Accuracy',
      value: (r) => (r.accuracyPercent === null ? null : r.accuracyPercent / 100),
      numFmt: '0.0%',
    },
  ],
});

/** Patients are named: the export's access carries the PHI rule, which the link and the download both enforce. */
export const recallImpactExport = defineExport({
  kind: 'report-recall-impact',
  fileName: 'Recall Impact',
  access: recallReportAccess,
  filters: recallReportExportQuerySchema,
  reads: 'reports',
  pdf: printed<RecallReportFilters>('reportRecallImpact', async (db, f) => {
    const recall = await coveringRecall(db, f.recallId);
    if (!recall) return [{ label: 'Recall', value: `#${f.recallId} (covers no lot of ours)` }];
    const { recallNumber, classification, status } = recall;
    return [
      { label: 'Recall', value: `${recallNumber} (${classification || 'unclassified'}, ${status})` },
      { label: 'Product', value: recall.productDescription.slice(0, 200) },
    ];
  }),
  rows: recallImpactExportRows,
  columns: [
    {
      header: 'Shipped',
      value: (r: RecallReportRow) => timeCell(r.shippedAt),
      numFmt: dateTimeFormat,
      width: 16,
    },
    { header: 'From Site', value: (r) => r.siteName, width: 28 },
    { header: 'NDC', value: (r) => r.ndc, width: 14 },
    { header: 'Lot', value: (r) => r.lotNumber, width: 14 },
    { header: 'Product', value: (r) => r.productName, width: 32 },
    { header: 'Units', value: (r) => r.units },
    { header: 'Unit', value: (r) => r.dispensingUnit, width: 10 },
    { header: 'Destination', value: (r) => r.destinationLabel, width: 16 },
    { header: 'Recipient', value: (r) => r.recipient, width: 30 },
    { header: 'County', value: (r) => r.countyName, width: 16 },
    { header: 'Patient', value: (r) => r.patientName, width: 24 },
    { header: 'Rx Number', value: (r) => r.rxNumber, width: 12 },
    { header: 'Document', value: (r) => r.documentId },
  ],
});
