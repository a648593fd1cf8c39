import type { Envelope } from '@homer/contracts/envelope';
import {
  type AdjustmentsResponse,
  type ExpiringStockResponse,
  reportPaths as paths,
  type RepackYieldResponse,
  type ShipmentsResponse,
  type StockLedgerResponse,
  type StockUsageResponse,
  stockLedgerExportQuerySchema,
} from '@homer/contracts/reports';
import { apiGet, type QueryValue } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/**
 * A report's filters as its list holds them: strings, '' meaning none. `search` is one of them (not the list's own
 * search box) so that a link can open a report already searched (see ReportSearch). The stock ledger's filters
 * are the adjustments report's too.
 */
export type LedgerFilters = { siteId: string; from: string; to: string; search: string };
/** The ledger's filters and a programme ('' for every one, or a key of shipmentProgrammes). */
export type ShipmentsFilters = LedgerFilters & { programme: string };
export type ExpiringFilters = { siteId: string; within: string; search: string };
export type UsageFilters = { siteId: string; lowBelow: string; lowOnly: string; search: string };

/** Prefixes of the lists' query keys: the report frame reads the shown answer's totals under the same key. */
export const stockLedgerKey = ['reports', 'stock-ledger'] as const;
export const expiringStockKey = ['reports', 'expiring-stock'] as const;
export const stockUsageKey = ['reports', 'stock-usage'] as const;
export const adjustmentsKey = ['reports', 'adjustments'] as const;
export const shipmentsKey = ['reports', 'shipments'] as const;
export const repackYieldKey = ['reports', 'repack-yield'] as const;

type Filters = Record<string, string>;

/** The filters as the server reads them: empty ones are left out, so its defaults apply. */
function filterQuery(filters: Filters): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));
}

function pageQuery<F extends Filters>(params: ListPageParams<F>, filters: F): Record<string, QueryValue> {
  return { page: params.page, pageSize: params.pageSize, ...filterQuery(filters) };
}

const ledgerFilters = ({ siteId, from, to, search }: LedgerFilters): LedgerFilters => ({
  siteId,
  from,
  to,
  search,
});
const shipmentsFilters = ({ programme, ...rest }: ShipmentsFilters): ShipmentsFilters => ({
  ...ledgerFilters(rest),
  programme,
});
const expiringFilters = ({ siteId, within, search }: ExpiringFilters): ExpiringFilters => ({
  siteId,
  within,
  search,
});
const usageFilters = ({ siteId, lowBelow, lowOnly, search }: UsageFilters): UsageFilters => ({
  siteId,
  lowBelow,
  lowOnly,
  search,
});

/**
 * A page of a period report (the ledger, adjustments, shipments, repack yield): each reads the ledger's filters (shipments a
 * programme besides) and refuses the same periods. `filters` are the ones the report reads, taken from `params`.
 */
function getPeriodReport<R, F extends LedgerFilters>(
  path: string,
  params: ListPageParams<F>,
  filters: F,
  signal: AbortSignal,
): Promise<R> {
  // A period the server would refuse is not asked for: the From and To fields already say what is wrong.
  const checked = stockLedgerExportQuerySchema.safeParse(filters);
  if (!checked.success) return Promise.reject(new Error(checked.error.issues[0]?.message));
  return apiGet(path, { query: pageQuery(params, filters), signal });
}

export const getStockLedger = (
  params: ListPageParams<LedgerFilters>,
  signal: AbortSignal,
): Promise<StockLedgerResponse> => getPeriodReport(paths.stockLedger, params, ledgerFilters(params), signal);

export const getStockLedgerExportLink = (
  params: ListPageParams<LedgerFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.stockLedgerExport, { query: filterQuery(ledgerFilters(params)) });

export const getExpiringStock = (
  params: ListPageParams<ExpiringFilters>,
  signal: AbortSignal,
): Promise<ExpiringStockResponse> =>
  apiGet(paths.expiringStock, { query: pageQuery(params, expiringFilters(params)), signal });

export const getExpiringStockExportLink = (
  params: ListPageParams<ExpiringFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.expiringStockExport, { query: filterQuery(expiringFilters(params)) });

export const getStockUsage = (
  params: ListPageParams<UsageFilters>,
  signal: AbortSignal,
): Promise<StockUsageResponse> =>
  apiGet(paths.stockUsage, { query: pageQuery(params, usageFilters(params)), signal });

export const getStockUsageExportLink = (
  params: ListPageParams<UsageFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.stockUsageExport, { query: filterQuery(usageFilters(params)) });

export const getAdjustments = (
  params: ListPageParams<LedgerFilters>,
  signal: AbortSignal,
): Promise<AdjustmentsResponse> => getPeriodReport(paths.adjustments, params, ledgerFilters(params), signal);

export const getAdjustmentsExportLink = (
  params: ListPageParams<LedgerFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.adjustmentsExport, { query: filterQuery(ledgerFilters(params)) });

export const getShipments = (
  params: ListPageParams<ShipmentsFilters>,
  signal: AbortSignal,
): Promise<ShipmentsResponse> => getPeriodReport(paths.shipments, params, shipmentsFilters(params), signal);

export const getShipmentsExportLink = (
  params: ListPageParams<ShipmentsFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.shipmentsExport, { query: filterQuery(shipmentsFilters(params)) });

export const getRepackYield = (
  params: ListPageParams<LedgerFilters>,
  signal: AbortSignal,
): Promise<RepackYieldResponse> => getPeriodReport(paths.repackYield, params, ledgerFilters(params), signal);

export const getRepackYieldExportLink = (
  params: ListPageParams<LedgerFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.repackYieldExport, { query: filterQuery(ledgerFilters(params)) });
