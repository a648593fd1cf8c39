import type { PageSize } from '@homer/contracts/envelope';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import {
  appliedSearch,
  buildPageParams,
  type ColumnMeta,
  initialHiddenColumns,
  type ListFilters,
  type ListPageParams,
  type ListSort,
  type ListState,
  listReducer,
  type PageCursors,
  searchDelayMs,
} from './list-state.ts';

type Options<F extends ListFilters> = {
  columns: readonly ColumnMeta[];
  defaultSort: ListSort | null;
  defaultPageSize: PageSize;
  defaultFilters: F;
  /** Shorter searches are not applied (see appliedSearch). */
  searchMinLength: number;
};

export function useListState<F extends ListFilters>({
  columns,
  defaultSort,
  defaultPageSize,
  defaultFilters,
  searchMinLength,
}: Options<F>) {
  const [state, dispatch] = useReducer(
    listReducer<F>,
    null,
    (): ListState<F> => ({
      page: 1,
      pageSize: defaultPageSize,
      sort: defaultSort,
      search: '',
      filters: defaultFilters,
      hiddenColumns: initialHiddenColumns(columns),
    }),
  );

  // The box shows every keystroke at once; the list follows only after the user pauses typing.
  const [searchInput, setSearchInput] = useState('');
  useEffect(() => {
    const search = appliedSearch(searchInput, searchMinLength);
    const timer = setTimeout(() => dispatch({ type: 'search', search }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [searchInput, searchMinLength]);

  const params: ListPageParams<F> = useMemo(() => buildPageParams(state), [state]);
  const allKeys = useMemo(() => columns.map((c) => c.key), [columns]);

  /** `cursors` are those of the page on screen: moving to a neighbour page then goes by cursor. */
  const setPage = useCallback(
    (page: number, cursors?: PageCursors) => dispatch({ type: 'page', page, cursors }),
    [],
  );
  const setPageSize = useCallback((pageSize: PageSize) => dispatch({ type: 'pageSize', pageSize }), []);
  const toggleSort = useCallback((field: string) => dispatch({ type: 'sort', field }), []);
  const setFilters = useCallback((filters: F) => dispatch({ type: 'filters', filters }), []);
  const toggleColumn = useCallback(
    (key: string) => dispatch({ type: 'toggleColumn', key, allKeys }),
    [allKeys],
  );
  const clear = useCallback(() => {
    // Clearing must not wait for the search delay.
    setSearchInput('');
    dispatch({ type: 'clear', filters: defaultFilters });
  }, [defaultFilters]);

  return {
    state,
    params,
    searchInput,
    setSearchInput,
    setPage,
    setPageSize,
    toggleSort,
    setFilters,
    toggleColumn,
    clear,
  };
}
