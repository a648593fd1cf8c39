import type { Envelope } from '@homer/contracts/envelope';
import {
  type FormulaReportResponse,
  type HelpDeskReportResponse,
  type HerosReportResponse,
  programmeReportPaths,
  type RxConnectsReportResponse,
} from '@homer/contracts/programme-reports';
import {
  type AdjustmentsResponse,
  type CountVarianceResponse,
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
 * are the adjustments, repack yield and count variance reports' too.
 */
export type LedgerFilters = { siteId: string; from: string; to: string; search: string };
/** The ledger's filters and a programme ('' for every one, or a key of shipmentProgrammes). */
export type ShipmentsFilters = LedgerFilters & { programme: string };
export type ExpiringFilters = { siteId: string; within: string; search: string };
export type UsageFilters = { siteId: string; lowBelow: string; lowOnly: string; search: string };
/** A period and a ticket category ('' for every one): the help desk has no sites, and nothing to search. */
export type HelpDeskFilters = { from: string; to: string; categoryId: string };
/** A round ('' for every one) and a search of the county's name. */
export type HerosFilters = { roundId: string; search: string };
/** A period and a search, without sites: the Rx Connects report (a repository's name), the formula report (a patient's). */
export type PeriodSearchFilters = { from: string; to: string; search: string };
/** One recall (never '': the report is of a recall) and a search of its movements. */
export type RecallFilters = { recallId: string; search: string };

/** Prefixes of the lists' query keys: the report frame reads the shown answer's totals under the same key. */
export const stockLedgerKey = ['reports', 'stock-ledger'] as const;
export const expiringStockKey = ['reports', 'expiring-stock'] as const;
export const stockUsageKey = ['reports', 'stock-usage'] as const;
export const adjustmentsKey = ['reports', 'adjustments'] as const;
export const shipmentsKey = ['reports', 'shipments'] as const;
export const repackYieldKey = ['reports', 'repack-yield'] as const;
export const helpDeskReportKey = ['reports', 'help-desk'] as const;
export const herosReportKey = ['reports', 'heros'] as const;
export const countVarianceKey = ['reports', 'count-variance'] as const;
export const rxConnectsReportKey = ['reports', 'rx-connects'] as const;
export const formulaShipmentsKey = ['reports', 'formula-shipments'] as const;
// The Recall Impact Report's calls are in recall-impact-api.ts: its contract would weigh on every report page here.
export const recallImpactKey = ['reports', 'recall-impact'] as const;

type Filters = Record<string, string>;

/** The filters as the server reads them: empty ones are left out, so its defaults apply. */
export function filterQuery(filters: Filters): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined]));
}

export function pageQuery<F extends Filters>(
  params: ListPageParams<F>,
  filters: F,
): Record<string, QueryValue> {
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
const helpDeskFilters = ({ from, to, categoryId }: HelpDeskFilters): HelpDeskFilters => ({
  from,
  to,
  categoryId,
});
const herosFilters = ({ roundId, search }: HerosFilters): HerosFilters => ({ roundId, search });
const periodSearchFilters = ({ from, to, search }: PeriodSearchFilters): PeriodSearchFilters => ({
  from,
  to,
  search,
});

/**
 * A page of a period report (the ledger, adjustments, shipments, repack yield, count variance, help desk, Rx Connects,
 * formula shipments): each refuses the same periods (the contract's checkPeriod). `filters` are the ones the report reads, taken from `params`.
 */
function getPeriodReport<R, F extends Filters & { from: string; to: string }>(
  path: string,
  params: ListPageParams<F>,
  filters: F,
  signal: AbortSignal,
): Promise<R> {
  // A period the server would refuse is not asked for: the From and To fields already say what is wrong.
  const checked = stockLedgerExportQuerySchema.safeParse({ from: filters.from, to: filters.to });
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

export const getHelpDeskReport = (
  params: ListPageParams<HelpDeskFilters>,
  signal: AbortSignal,
): Promise<HelpDeskReportResponse> =>
  getPeriodReport(programmeReportPaths.helpDesk, params, helpDeskFilters(params), signal);

export const getHelpDeskReportExportLink = (
  params: ListPageParams<HelpDeskFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(programmeReportPaths.helpDeskExport, { query: filterQuery(helpDeskFilters(params)) });

export const getHerosReport = (
  params: ListPageParams<HerosFilters>,
  signal: AbortSignal,
): Promise<HerosReportResponse> =>
  apiGet(programmeReportPaths.heros, { query: pageQuery(params, herosFilters(params)), signal });

export const getHerosReportExportLink = (
  params: ListPageParams<HerosFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(programmeReportPaths.herosExport, { query: filterQuery(herosFilters(params)) });

export const getCountVariance = (
  params: ListPageParams<LedgerFilters>,
  signal: AbortSignal,
): Promise<CountVarianceResponse> =>
  getPeriodReport(paths.countVariance, params, ledgerFilters(params), signal);

export const getCountVarianceExportLink = (
  params: ListPageParams<LedgerFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(paths.countVarianceExport, { query: filterQuery(ledgerFilters(params)) });

export const getRxConnectsReport = (
  params: ListPageParams<PeriodSearchFilters>,
  signal: AbortSignal,
): Promise<RxConnectsReportResponse> =>
  getPeriodReport(programmeReportPaths.rxConnects, params, periodSearchFilters(params), signal);

export const getRxConnectsReportExportLink = (
  params: ListPageParams<PeriodSearchFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(programmeReportPaths.rxConnectsExport, { query: filterQuery(periodSearchFilters(params)) });

export const getFormulaShipments = (
  params: ListPageParams<PeriodSearchFilters>,
  signal: AbortSignal,
): Promise<FormulaReportResponse> =>
  getPeriodReport(programmeReportPaths.formulaShipments, params, periodSearchFilters(params), signal);

export const getFormulaShipmentsExportLink = (
  params: ListPageParams<PeriodSearchFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(programmeReportPaths.formulaShipmentsExport, { query: filterQuery(periodSearchFilters(params)) });
