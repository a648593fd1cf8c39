import { accessReviewExport } from './features/access-review/export.ts';
import { baProgramsExport } from './features/ba-programs/export.ts';
import { budgetsExport } from './features/budgets/export.ts';
import { fiscalYearsExport } from './features/fiscal-years/export.ts';
import { ticketsExport } from './features/help-desk-tickets/export.ts';
import { invoicesExport } from './features/invoices/export.ts';
import { purchaseOrdersExport } from './features/purchase-orders/export.ts';
import { repackJobsExport } from './features/repack-jobs/export.ts';
import {
  adjustmentsExport,
  countVarianceExport,
  expiringStockExport,
  recallImpactExport,
  repackYieldExport,
  shipmentsExport,
  stockLedgerExport,
  stockUsageExport,
} from './features/reports/exports.ts';
import {
  formulaShipmentsExport,
  helpDeskReportExport,
  herosReportExport,
  rxConnectsReportExport,
} from './features/reports/programme-exports.ts';
import { stockExport } from './features/stock/export.ts';
import { usersExport } from './features/users/export.ts';
import type { ExportDefinition } from './platform/exports/export-definition.ts';

/**
 * Every list that can be exported, by kind, composed here in the app layer as app.ts composes the routes: the
 * download route (features/exports) receives it and looks definitions up in it, importing no feature.
 */
export const exportDefinitions: ReadonlyMap<string, ExportDefinition<unknown, unknown>> = new Map(
  [
    fiscalYearsExport,
    invoicesExport,
    budgetsExport,
    baProgramsExport,
    purchaseOrdersExport,
    usersExport,
    accessReviewExport,
    ticketsExport,
    stockExport,
    repackJobsExport,
    stockLedgerExport,
    expiringStockExport,
    stockUsageExport,
    adjustmentsExport,
    shipmentsExport,
    repackYieldExport,
    countVarianceExport,
    recallImpactExport,
    helpDeskReportExport,
    herosReportExport,
    rxConnectsReportExport,
    formulaShipmentsExport,
  ].map((d) => [d.kind, d as ExportDefinition<unknown, unknown>]),
);
