import { shipmentProgrammes, stockLedgerExportQuerySchema } from '@homer/contracts/reports';
import { type RouteId, routeById } from '@homer/contracts/routes';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import type {
  HelpDeskFilters,
  HerosFilters,
  LedgerFilters,
  PeriodSearchFilters,
  ShipmentsFilters,
} from '../api/reports-api.ts';

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
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** An id a link gives (?siteId=, ?categoryId=, ?roundId=), or '' (every one) when it gives none or a malformed one. */
export const linkedId = (query: URLSearchParams, name: string) => {
  const value = query.get(name) ?? '';
  return isId(value) ? value : '';
};

export const linkedSearch = (query: URLSearchParams) => (query.get('search') ?? '').trim().slice(0, 200);

/** A period report's From and To as a link gives them; a missing or malformed day is this month's. */
function linkedPeriod(query: URLSearchParams, today: Date): { from: string; to: string } {
  const period = monthToDate(today);
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return { from: isDay(from) ? from : period.from, to: isDay(to) ? to : period.to };
}

/**
 * The ledger report's filters as a link gives them (?siteId=&from=&to=&search=); what is missing or malformed
 * falls back to all sites, this month and no search, so a hand-edited address still opens a report.
 */
export function ledgerFiltersFrom(query: URLSearchParams, today: Date): LedgerFilters {
  const { from, to } = linkedPeriod(query, today);
  return { siteId: linkedId(query, 'siteId'), from, to, search: linkedSearch(query) };
}

/** The help desk report's filters as a link gives them (?from=&to=&categoryId=), as the ledger's fall back. */
export function helpDeskFiltersFrom(query: URLSearchParams, today: Date): HelpDeskFilters {
  return { ...linkedPeriod(query, today), categoryId: linkedId(query, 'categoryId') };
}

/**
 * The filters of a period report without sites (Rx Connects, formula shipments) as a link gives them
 * (?from=&to=&search=), as the ledger's fall back.
 */
export function periodSearchFiltersFrom(query: URLSearchParams, today: Date): PeriodSearchFilters {
  return { ...linkedPeriod(query, today), search: linkedSearch(query) };
}

/** The HEROS report's filters as a link gives them (?roundId=&search=): every round and no search by default. */
export function herosFiltersFrom(query: URLSearchParams): HerosFilters {
  return { roundId: linkedId(query, 'roundId'), search: linkedSearch(query) };
}

const lastDayOf = (month: string) => {
  const [year = 0, m = 0] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last; UTC keeps the day the one written.
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/**
 * A month's part of a period ('YYYY-MM' within From and To): a month row's figures are of those days only, so the
 * report narrowed to its month shows the same figures.
 */
export function monthWithin(
  month: string,
  period: { from: string; to: string },
): { from: string; to: string } {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  return { from: first > period.from ? first : period.from, to: last < period.to ? last : period.to };
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

/** The address of a record's page (a route whose path ends in `:id`): the drill-down from a report's row. */
export const recordLink = (routeId: RouteId, id: number): string =>
  `/${routeById(routeId).path.replace(':id', String(id))}`;

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
