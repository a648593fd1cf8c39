import type { PageSize } from '@homer/contracts/envelope';

type SortOrder = 'asc' | 'desc';

/** Spec: global search (and text filters) follow typing after this pause. */
export const searchDelayMs = 500;

/**
 * The search a list applies for what is typed: none while it is shorter than the list's minimum (a server's
 * trigram index needs three characters), so the rows stay as they were instead of being refused.
 */
export function appliedSearch(input: string, minLength: number): string {
  return input.trim().length >= minLength ? input : '';
}

/** What the search box says while its text is too short to search with, else null. */
export function searchHint(input: string, minLength: number): string | null {
  const length = input.trim().length;
  return length > 0 && length < minLength ? `Type at least ${minLength} characters to search.` : null;
}
export type ListSort = { field: string; order: SortOrder };

/** Arrays are allowed so multi-selects (e.g. business areas) can live in filters. */
type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type ListFilters = Record<string, FilterValue>;

type ListPageBaseParams = {
  page: number;
  pageSize: PageSize;
  sortField?: string;
  sortOrder?: SortOrder;
  search?: string;
  /** Keyset paging (decision 027): the server's cursor of the page before (`after`) or after (`before`) this one. */
  after?: string;
  before?: string;
};
/** What `fetchPage` receives: paging, sort and search, with the page's filters spread alongside. */
export type ListPageParams<F extends ListFilters = ListFilters> = ListPageBaseParams & F;

/** How the shown page was reached: by a server cursor from the page next to it, or (null) by its number. */
export type PageCursor = { after: string } | { before: string };
/** The cursors a server page carries (absent where a list pages by offset only). */
export type PageCursors = { nextCursor?: string | undefined; prevCursor?: string | undefined };

export type ListState<F extends ListFilters> = {
  page: number;
  cursor?: PageCursor;
  pageSize: PageSize;
  sort: ListSort | null;
  search: string;
  filters: F;
  hiddenColumns: readonly string[];
};

export type ListAction<F extends ListFilters> =
  | { type: 'page'; page: number; cursors?: PageCursors | undefined }
  | { type: 'pageSize'; pageSize: PageSize }
  | { type: 'sort'; field: string }
  | { type: 'search'; search: string }
  | { type: 'filters'; filters: F }
  | { type: 'clear'; filters: F }
  | { type: 'toggleColumn'; key: string; allKeys: readonly string[] };

/** A column the state logic needs to know about; the UI column type extends this. */
export type ColumnMeta = { key: string; sortField?: string; hiddenByDefault?: boolean };

/** A newly sorted column starts ascending; the same column flips. */
export function toggleSort(current: ListSort | null, field: string): ListSort {
  if (current && current.field === field) {
    return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  }
  return { field, order: 'asc' };
}

/** Only the sorted column carries aria-sort, as in the WAI-ARIA sortable table pattern. */
export function ariaSortFor(sort: ListSort | null, field: string): 'ascending' | 'descending' | undefined {
  if (!sort || sort.field !== field) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

export function sortFieldOf(column: ColumnMeta): string {
  return column.sortField ?? column.key;
}

export function initialHiddenColumns(columns: readonly ColumnMeta[]): string[] {
  return columns.filter((c) => c.hiddenByDefault).map((c) => c.key);
}

export function visibleColumns<C extends ColumnMeta>(columns: readonly C[], hidden: readonly string[]): C[] {
  return columns.filter((c) => !hidden.includes(c.key));
}

/** Hiding the last visible column is refused: an empty table could not be brought back by its headers. */
export function toggleHiddenColumn(
  hidden: readonly string[],
  key: string,
  allKeys: readonly string[],
): readonly string[] {
  if (hidden.includes(key)) return hidden.filter((k) => k !== key);
  const visibleCount = allKeys.filter((k) => !hidden.includes(k)).length;
  if (visibleCount <= 1) return hidden;
  return [...hidden, key];
}

export function pageCount(totalRecords: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRecords / pageSize));
}

/**
 * The pages the pagination offers. Past a capped total ("10,000+") the list goes on one page at a time: while
 * the server gives a next cursor, one more page than the current is offered.
 */
export function paginationTotal(
  totalRecords: number,
  pageSize: number,
  page: number,
  totalCapped = false,
  hasNext = false,
): number {
  const pages = pageCount(totalRecords, pageSize);
  return totalCapped ? Math.max(pages, page + (hasNext ? 1 : 0)) : pages;
}

/**
 * The neighbour pages are read by cursor (the same cost at any depth, and stable while rows are added);
 * a jump to any other page, or page 1, goes by number, which the count cap keeps shallow.
 */
export function cursorForPage(
  current: number,
  target: number,
  cursors: PageCursors | undefined,
): PageCursor | null {
  if (target === 1) return null;
  if (target === current + 1 && cursors?.nextCursor) return { after: cursors.nextCursor };
  if (target === current - 1 && cursors?.prevCursor) return { before: cursors.prevCursor };
  return null;
}

export function pageRangeLabel(
  page: number,
  pageSize: number,
  totalRecords: number,
  totalCapped = false,
  rowsShown?: number,
): string {
  const total = `${totalRecords.toLocaleString('en-US')}${totalCapped ? '+' : ''}`;
  if (totalRecords <= 0) return '0 records';
  const from = (page - 1) * pageSize + 1;
  // Past a capped total the page's own rows say where it ends.
  const to =
    totalCapped && rowsShown !== undefined ? from + rowsShown - 1 : Math.min(page * pageSize, totalRecords);
  return `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total} records`;
}

export function buildPageParams<F extends ListFilters>(state: ListState<F>): ListPageParams<F> {
  const base: ListPageBaseParams = { page: state.page, pageSize: state.pageSize };
  if (state.sort) {
    base.sortField = state.sort.field;
    base.sortOrder = state.sort.order;
  }
  const search = state.search.trim();
  if (search) base.search = search;
  if (state.cursor) Object.assign(base, state.cursor);
  return { ...state.filters, ...base };
}

/** The state at `page`, reached by `cursor` or (none) by number. */
function atPage<F extends ListFilters>(
  state: ListState<F>,
  page: number,
  cursor: PageCursor | null = null,
): ListState<F> {
  const { cursor: _previous, ...rest } = state;
  return cursor ? { ...rest, page, cursor } : { ...rest, page };
}

/** Any change to what is being looked at goes back to page 1, so the user never lands past the end. */
export function listReducer<F extends ListFilters>(state: ListState<F>, action: ListAction<F>): ListState<F> {
  switch (action.type) {
    case 'page':
      return action.page === state.page
        ? state
        : atPage(state, action.page, cursorForPage(state.page, action.page, action.cursors));
    case 'pageSize':
      return atPage({ ...state, pageSize: action.pageSize }, 1);
    case 'sort':
      return atPage({ ...state, sort: toggleSort(state.sort, action.field) }, 1);
    case 'search':
      return action.search === state.search ? state : atPage({ ...state, search: action.search }, 1);
    case 'filters':
      return atPage({ ...state, filters: action.filters }, 1);
    case 'clear':
      return atPage({ ...state, search: '', filters: action.filters }, 1);
    case 'toggleColumn':
      return { ...state, hiddenColumns: toggleHiddenColumn(state.hiddenColumns, action.key, action.allKeys) };
  }
}

/** Filters holding a value, plus a typed search: what the label next to 'Clear' counts. */
export function countActiveFilters(filters: ListFilters, search = ''): number {
  const set = Object.values(filters).filter(
    (v) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
  ).length;
  return set + (search.trim() ? 1 : 0);
}

/** The active-filter label next to 'Clear'; nothing when no filter is set. */
export function activeFiltersLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 filter active' : `${count} filters active`;
}

/** Plain values for a card or a cell without its own renderer. */
export function formatCellValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(formatCellValue).join(', ');
  if (typeof value === 'object') return '';
  return String(value);
}

/** Rows per page on narrow screens, where each row is a tall card: 100 cards made a 30,000 px page. */
export const narrowPageSize: PageSize = 10;

/** The page size a list opens with: the page's own, or on a narrow screen at most `narrowPageSize` if offered. */
export function initialPageSize(
  defaultPageSize: PageSize,
  options: readonly PageSize[],
  narrow: boolean,
): PageSize {
  return narrow && defaultPageSize > narrowPageSize && options.includes(narrowPageSize)
    ? narrowPageSize
    : defaultPageSize;
}
