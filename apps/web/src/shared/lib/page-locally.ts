import type { Paged } from '@homer/contracts/envelope';

type SortValue = string | number | boolean | null;
type LocalPageParams = {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  search?: string;
};

/**
 * Pages, sorts and searches a short list in the browser, for endpoints that answer with the whole array
 * (fiscal years, programmes: a handful of rows a year), so they still use the one ListPage.
 */
export function pageLocally<T>(
  rows: readonly T[],
  params: LocalPageParams,
  options: { searchText: (row: T) => string; sortValue: (row: T, field: string) => SortValue },
): Paged<T> {
  const term = params.search?.trim().toLowerCase();
  const found = term ? rows.filter((r) => options.searchText(r).toLowerCase().includes(term)) : [...rows];
  const field = params.sortField;
  if (field) {
    const direction = params.sortOrder === 'desc' ? -1 : 1;
    found.sort((a, b) => compare(options.sortValue(a, field), options.sortValue(b, field), direction));
  }
  const start = (params.page - 1) * params.pageSize;
  return { data: found.slice(start, start + params.pageSize), totalRecords: found.length };
}

/** Empty values sort last in either direction. */
function compare(a: SortValue, b: SortValue, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return direction * (a < b ? -1 : 1);
}
