import type { ExportDefinition } from '../../platform/exports/export-definition.ts';
import { accessReviewExport } from '../access-review/export.ts';
import { baProgramsExport } from '../ba-programs/export.ts';
import { budgetsExport } from '../budgets/export.ts';
import { fiscalYearsExport } from '../fiscal-years/export.ts';
import { ticketsExport } from '../help-desk-tickets/export.ts';
import { invoicesExport } from '../invoices/export.ts';
import { purchaseOrdersExport } from '../purchase-orders/export.ts';
import { stockExport } from '../stock/export.ts';
import { usersExport } from '../users/export.ts';

/** Every list that can be exported, by kind; the download route looks definitions up here. */
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
  ].map((d) => [d.kind, d as ExportDefinition<unknown, unknown>]),
);
