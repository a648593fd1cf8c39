import { describe, expect, it } from 'vitest';
import {
  activeFiltersLabel,
  appliedSearch,
  ariaSortFor,
  buildPageParams,
  countActiveFilters,
  cursorForPage,
  formatCellValue,
  initialHiddenColumns,
  initialPageSize,
  type ListAction,
  type ListState,
  listReducer,
  pageCount,
  pageRangeLabel,
  paginationTotal,
  searchHint,
  sortFieldOf,
  toggleHiddenColumn,
  toggleSort,
  visibleColumns,
} from './list-state.ts';

type Filters = { isActive: string; areas: number[] };

const base: ListState<Filters> = {
  page: 3,
  pageSize: 50,
  sort: { field: 'actualFireTimeUtc', order: 'desc' },
  search: '',
  filters: { isActive: 'Yes', areas: [] },
  hiddenColumns: ['trigger'],
};

describe('toggleSort', () => {
  it('flips the order of the sorted column', () => {
    expect(toggleSort({ field: 'job', order: 'asc' }, 'job')).toEqual({ field: 'job', order: 'desc' });
    expect(toggleSort({ field: 'job', order: 'desc' }, 'job')).toEqual({ field: 'job', order: 'asc' });
  });
  it('starts a different column ascending', () => {
    expect(toggleSort({ field: 'job', order: 'desc' }, 'trigger')).toEqual({
      field: 'trigger',
      order: 'asc',
    });
    expect(toggleSort(null, 'job')).toEqual({ field: 'job', order: 'asc' });
  });
});

describe('ariaSortFor', () => {
  it('marks only the sorted column', () => {
    expect(ariaSortFor({ field: 'job', order: 'asc' }, 'job')).toBe('ascending');
    expect(ariaSortFor({ field: 'job', order: 'desc' }, 'job')).toBe('descending');
    expect(ariaSortFor({ field: 'job', order: 'desc' }, 'trigger')).toBeUndefined();
    expect(ariaSortFor(null, 'job')).toBeUndefined();
  });
});

describe('columns', () => {
  const columns = [
    { key: 'job' },
    { key: 'trigger', hiddenByDefault: true },
    { key: 'recovering', hiddenByDefault: true },
    { key: 'fire', sortField: 'actualFireTimeUtc' },
  ];

  it('starts with the hidden-by-default columns hidden', () => {
    expect(initialHiddenColumns(columns)).toEqual(['trigger', 'recovering']);
    expect(visibleColumns(columns, ['trigger', 'recovering']).map((c) => c.key)).toEqual(['job', 'fire']);
  });

  it('uses the sort field when given, else the key', () => {
    expect(sortFieldOf({ key: 'fire', sortField: 'actualFireTimeUtc' })).toBe('actualFireTimeUtc');
    expect(sortFieldOf({ key: 'job' })).toBe('job');
  });

  it('shows and hides a column', () => {
    const keys = columns.map((c) => c.key);
    expect(toggleHiddenColumn(['trigger'], 'trigger', keys)).toEqual([]);
    expect(toggleHiddenColumn(['trigger'], 'job', keys)).toEqual(['trigger', 'job']);
  });

  it('refuses to hide the last visible column', () => {
    const keys = ['a', 'b'];
    const hidden = ['a'];
    expect(toggleHiddenColumn(hidden, 'b', keys)).toBe(hidden);
  });
});

describe('paging', () => {
  it('counts pages with at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(1234, 25)).toBe(50);
  });

  it('labels the visible range and the total', () => {
    expect(pageRangeLabel(1, 50, 0)).toBe('0 records');
    expect(pageRangeLabel(1, 50, 7)).toBe('1–7 of 7 records');
    expect(pageRangeLabel(3, 50, 1234)).toBe('101–150 of 1,234 records');
    expect(pageRangeLabel(25, 50, 1234)).toBe('1,201–1,234 of 1,234 records');
    expect(pageRangeLabel(2, 100, 10000, true)).toBe('101–200 of 10,000+ records');
  });
});

describe('buildPageParams', () => {
  it('spreads filters next to paging, sort and trimmed search', () => {
    expect(buildPageParams({ ...base, search: '  nightly ' })).toEqual({
      page: 3,
      pageSize: 50,
      sortField: 'actualFireTimeUtc',
      sortOrder: 'desc',
      search: 'nightly',
      isActive: 'Yes',
      areas: [],
    });
  });

  it('leaves out a blank search and a missing sort', () => {
    const params = buildPageParams({ ...base, search: '   ', sort: null });
    expect(params).toEqual({ page: 3, pageSize: 50, isActive: 'Yes', areas: [] });
    expect('search' in params).toBe(false);
    expect('sortField' in params).toBe(false);
  });

  it('never lets a filter overwrite paging', () => {
    const state: ListState<{ page: number }> = { ...base, filters: { page: 99 } };
    expect(buildPageParams(state).page).toBe(3);
  });
});

describe('listReducer', () => {
  it('goes back to page 1 when sort, search, filters or page size change', () => {
    expect(listReducer(base, { type: 'sort', field: 'job' })).toMatchObject({
      page: 1,
      sort: { field: 'job', order: 'asc' },
    });
    expect(listReducer(base, { type: 'search', search: 'x' })).toMatchObject({ page: 1, search: 'x' });
    expect(listReducer(base, { type: 'pageSize', pageSize: 200 })).toMatchObject({ page: 1, pageSize: 200 });
    expect(listReducer(base, { type: 'filters', filters: { isActive: 'No', areas: [2] } })).toMatchObject({
      page: 1,
      filters: { isActive: 'No', areas: [2] },
    });
  });

  it('keeps the state object when the search did not change', () => {
    expect(listReducer(base, { type: 'search', search: '' })).toBe(base);
    expect(listReducer(base, { type: 'page', page: 3 })).toBe(base);
  });

  it('changes page', () => {
    expect(listReducer(base, { type: 'page', page: 4 }).page).toBe(4);
  });

  it('clears search and filters but keeps sort, page size and columns', () => {
    const dirty = { ...base, search: 'abc', filters: { isActive: 'All', areas: [1, 2] } };
    expect(listReducer(dirty, { type: 'clear', filters: { isActive: 'Yes', areas: [] } })).toEqual({
      page: 1,
      pageSize: 50,
      sort: { field: 'actualFireTimeUtc', order: 'desc' },
      search: '',
      filters: { isActive: 'Yes', areas: [] },
      hiddenColumns: ['trigger'],
    });
  });

  it('toggles a column', () => {
    const next = listReducer(base, { type: 'toggleColumn', key: 'job', allKeys: ['job', 'trigger', 'log'] });
    expect(next.hiddenColumns).toEqual(['trigger', 'job']);
  });
});

describe('formatCellValue', () => {
  it('formats plain values', () => {
    expect(formatCellValue(null)).toBe('');
    expect(formatCellValue(undefined)).toBe('');
    expect(formatCellValue(true)).toBe('Yes');
    expect(formatCellValue(false)).toBe('No');
    expect(formatCellValue(0)).toBe('0');
    expect(formatCellValue('abc')).toBe('abc');
    expect(formatCellValue(['a', 1])).toBe('a, 1');
    expect(formatCellValue({ a: 1 })).toBe('');
  });
});

describe('active filters', () => {
  it('counts filters holding a value and a typed search', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ a: null, b: undefined, c: '', d: [] })).toBe(0);
    expect(countActiveFilters({ a: 'Yes', b: [1, 9], c: 0, d: false, e: null })).toBe(4);
    expect(countActiveFilters({ a: null }, 'pump')).toBe(1);
    expect(countActiveFilters({ a: 'x' }, '   ')).toBe(1);
  });

  it('labels the count next to Clear, and nothing at zero', () => {
    expect(activeFiltersLabel(0)).toBeNull();
    expect(activeFiltersLabel(1)).toBe('1 filter active');
    expect(activeFiltersLabel(3)).toBe('3 filters active');
  });
});

describe('keyset paging (decision 027)', () => {
  const cursors = { nextCursor: 'next', prevCursor: 'prev' };

  it('moves to the neighbour pages by cursor, and jumps and page 1 by number', () => {
    expect(cursorForPage(3, 4, cursors)).toEqual({ after: 'next' });
    expect(cursorForPage(3, 2, cursors)).toEqual({ before: 'prev' });
    expect(cursorForPage(3, 7, cursors)).toBeNull();
    expect(cursorForPage(2, 1, cursors)).toBeNull();
    expect(cursorForPage(3, 4, {})).toBeNull();
    expect(cursorForPage(3, 4, undefined)).toBeNull();
  });

  it('sends the cursor with the page, and forgets it when the page is reached otherwise', () => {
    const next = listReducer(base, { type: 'page', page: 4, cursors });
    expect(buildPageParams(next)).toMatchObject({ page: 4, after: 'next' });
    expect(buildPageParams(next)).not.toHaveProperty('before');
    const back = listReducer(next, { type: 'page', page: 3, cursors: { prevCursor: 'p4' } });
    expect(buildPageParams(back)).toMatchObject({ page: 3, before: 'p4' });
    const jump = listReducer(back, { type: 'page', page: 9, cursors });
    expect(buildPageParams(jump)).not.toHaveProperty('after');
    expect(buildPageParams(jump)).not.toHaveProperty('before');
  });

  it('drops the cursor whenever the list goes back to page 1', () => {
    const onCursor = listReducer(base, { type: 'page', page: 4, cursors });
    const actions: ListAction<Filters>[] = [
      { type: 'pageSize', pageSize: 100 },
      { type: 'sort', field: 'job' },
      { type: 'search', search: 'nightly' },
      { type: 'filters', filters: { isActive: 'No', areas: [] } },
      { type: 'clear', filters: { isActive: 'Yes', areas: [] } },
    ];
    for (const action of actions) {
      const params = buildPageParams(listReducer(onCursor, action));
      expect(params.page, action.type).toBe(1);
      expect(params, action.type).not.toHaveProperty('after');
    }
  });

  it('offers one more page past a capped total while the server has a next page', () => {
    expect(paginationTotal(10_000, 50, 200, true, true)).toBe(201);
    expect(paginationTotal(10_000, 50, 230, true, true)).toBe(231);
    expect(paginationTotal(10_000, 50, 230, true, false)).toBe(230);
    expect(paginationTotal(10_000, 50, 3, true, true)).toBe(200);
    expect(paginationTotal(120, 50, 3, false, true)).toBe(3);
  });

  it('labels a page past a capped total by its own rows', () => {
    expect(pageRangeLabel(201, 50, 10_000, true, 50)).toBe('10,001–10,050 of 10,000+ records');
    expect(pageRangeLabel(202, 50, 10_000, true, 7)).toBe('10,051–10,057 of 10,000+ records');
  });
});

describe('a list with a minimum search length', () => {
  it('applies no search while the text is shorter, and says how long it must be', () => {
    expect(appliedSearch('ab', 3)).toBe('');
    expect(appliedSearch(' ab ', 3)).toBe('');
    expect(appliedSearch('abc', 3)).toBe('abc');
    expect(appliedSearch('a', 1)).toBe('a');
    expect(searchHint('ab', 3)).toBe('Type at least 3 characters to search.');
    expect(searchHint('', 3)).toBeNull();
    expect(searchHint('   ', 3)).toBeNull();
    expect(searchHint('abc', 3)).toBeNull();
  });
});

describe('initialPageSize', () => {
  const all = [10, 25, 50, 100, 200] as const;
  it('keeps the page size on wide screens and opens narrow screens at 10 rows', () => {
    expect(initialPageSize(100, all, false)).toBe(100);
    expect(initialPageSize(100, all, true)).toBe(10);
    expect(initialPageSize(10, all, true)).toBe(10);
  });
  it('keeps the page size when 10 is not offered', () => {
    expect(initialPageSize(50, [50, 100], true)).toBe(50);
  });
});
