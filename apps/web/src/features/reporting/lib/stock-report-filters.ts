import { expiryWindows, lowStockMonths } from '@homer/contracts/reports';
import type { ExpiringFilters, UsageFilters } from '../api/reports-api.ts';
import { linkedId, linkedSearch } from './report-period.ts';

/*
 * The filters of the two reports without a period as a link gives them (a subscription's delivery). Kept apart from
 * report-period.ts so the other report pages, which share that module's chunk, do not carry them.
 */

/** One of `choices` as a link gives it (?name=), else `fallback`. */
const linkedChoice = <C extends string>(
  query: URLSearchParams,
  name: string,
  choices: readonly C[],
  fallback: C,
) => {
  const value = query.get(name) ?? '';
  return (choices as readonly string[]).includes(value) ? value : fallback;
};

/** The expiring stock report's filters as a link gives them (?siteId=&within=&search=): 90 days by default. */
export function expiringFiltersFrom(query: URLSearchParams): ExpiringFilters {
  return {
    siteId: linkedId(query, 'siteId'),
    within: linkedChoice(query, 'within', expiryWindows, '90'),
    search: linkedSearch(query),
  };
}

/** The stock usage report's filters as a link gives them (?siteId=&lowBelow=&lowOnly=&search=). */
export function usageFiltersFrom(query: URLSearchParams): UsageFilters {
  return {
    siteId: linkedId(query, 'siteId'),
    lowBelow: linkedChoice(query, 'lowBelow', lowStockMonths, '1'),
    lowOnly: linkedChoice(query, 'lowOnly', ['true', 'false'], 'false'),
    search: linkedSearch(query),
  };
}
