import { shipmentProgrammes, stockLedgerExportQuerySchema } from '@homer/contracts/reports';
import { type RouteId, routeById } from '@homer/contracts/routes';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import type { LedgerFilters, ShipmentsFilters } from '../api/reports-api.ts';

/** The ledger report's first period: this month so far, in the browser's own days. */
export function monthToDate(today: Date): { from: string; to: string } {
  return { from: localIsoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: localIsoDay(today) };
}

/** The period of `days` days before today up to today: a usage row's ledger covers the usage behind it. */
export function daysToDate(today: Date, days: number): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  return { from: localIsoDay(from), to: localIsoDay(today) };
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isSiteId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/**
 * The ledger report's filters as a link gives them (?siteId=&from=&to=&search=); what is missing or malformed
 * falls back to all sites, this month and no search, so a hand-edited address still opens a report.
 */
export function ledgerFiltersFrom(query: URLSearchParams, today: Date): LedgerFilters {
  const period = monthToDate(today);
  const siteId = query.get('siteId') ?? '';
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return {
    siteId: isSiteId(siteId) ? siteId : '',
    from: isDay(from) ? from : period.from,
    to: isDay(to) ? to : period.to,
    search: (query.get('search') ?? '').trim().slice(0, 200),
  };
}

const programmeKeys: ReadonlySet<string> = new Set(shipmentProgrammes.map((p) => p.key));

/** The shipments report's filters as a link gives them: the ledger's, and ?programme= when it names one. */
export function shipmentsFiltersFrom(query: URLSearchParams, today: Date): ShipmentsFilters {
  const programme = query.get('programme') ?? '';
  return { ...ledgerFiltersFrom(query, today), programme: programmeKeys.has(programme) ? programme : '' };
}

/** The address of a report opened on these filters (empty ones left out, the others in the order given). */
export function reportLink(routeId: RouteId, filters: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return `/${routeById(routeId).path}${text ? `?${text}` : ''}`;
}

/** The address of the ledger report opened on these filters (empty ones left out). */
export const ledgerReportLink = (filters: Partial<LedgerFilters>): string =>
  reportLink('reportStockLedger', filters);

export type PeriodErrors = { from?: string; to?: string };

/** What the contract says of a period, field by field, before the server is asked (none when it is valid). */
export function periodErrors(period: { from: string; to: string }): PeriodErrors {
  const parsed = stockLedgerExportQuerySchema.safeParse(period);
  const errors: PeriodErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'from' || field === 'to') errors[field] ??= issue.message;
  }
  return errors;
}
