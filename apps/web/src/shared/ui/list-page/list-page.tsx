import { pageSizeOptions as allPageSizes, type Paged, type PageSize } from '@homer/contracts/envelope';
import { Alert, Box, Button, Group, LoadingOverlay, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Key, type ReactNode, useEffect, useId, useState } from 'react';
import type { RowTone } from '../scheme-tokens.ts';
import { CardSort } from './card-sort.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { FiltersToggle } from './filters-toggle.tsx';
import { ListCards } from './list-cards.tsx';
import type { LegendItem, ListColumn } from './list-column.ts';
import { ListLegend } from './list-legend.tsx';
import { ListPagination } from './list-pagination.tsx';
import {
  activeFiltersLabel,
  countActiveFilters,
  initialPageSize,
  type ListFilters,
  type ListPageParams,
  type ListSort,
  paginationTotal,
  searchHint,
  visibleColumns,
} from './list-state.ts';
import { ListTable } from './list-table.tsx';
import { useListState } from './use-list-state.ts';

export type ListToolbarContext<F extends ListFilters> = {
  filters: F;
  setFilters: (filters: F) => void;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  /** What the list currently shows, e.g. for an export of the same rows. */
  params: ListPageParams<F>;
};

export type ListPageProps<T, F extends ListFilters = ListFilters> = {
  /** Rendered as the page's h1. */
  title?: string;
  /**
   * Stable prefix of the react-query key; the current params are appended.
   * Invalidate this prefix to reload the list after a change.
   */
  queryKey: readonly unknown[];
  fetchPage: (params: ListPageParams<F>, signal: AbortSignal) => Promise<Paged<T>>;
  columns: readonly ListColumn<T>[];
  getRowId: (row: T) => Key;
  defaultSort?: ListSort;
  defaultPageSize?: PageSize;
  pageSizeOptions?: readonly PageSize[];
  /** Global search box (debounced 500 ms); on by default. */
  searchable?: boolean;
  /** Searches shorter than this are not sent; the box says how many characters it needs. */
  searchMinLength?: number;
  /** Filter values the toolbar edits; 'Clear' resets to these. */
  defaultFilters?: F;
  /** Shows how many filters (and the search) are set, e.g. '3 filters active', next to 'Clear'. */
  showActiveFilters?: boolean;
  /** Page-specific buttons (and filters not given as `filters`), placed after search and 'Clear'. */
  toolbar?: ReactNode | ((context: ListToolbarContext<F>) => ReactNode);
  /**
   * Page-specific filters: beside the search on wide screens. On narrow ones these, 'Clear', the toolbar and the
   * view options all wait behind one 'Filters' toggle, so that the first screen of a phone shows records.
   */
  filters?: (context: ListToolbarContext<F>) => ReactNode;
  legend?: readonly LegendItem[];
  /** A row's or card's highlight: a tone of scheme-tokens.css, which has it in both colour schemes. */
  rowColour?: (row: T) => RowTone | undefined;
  /** Makes rows and cards clickable and focusable (Enter activates). */
  onRowClick?: (row: T) => void;
  /** Shown under the rows, given exactly the rows on screen (e.g. a totals row). */
  summary?: (rows: readonly T[]) => ReactNode;
  /** Scroll the table inside this height with a sticky header. */
  maxHeight?: number | string;
  /** Below this width the table scrolls sideways inside itself, first column pinned, rather than squeeze. */
  tableMinWidth?: number;
};

/** Cards replace the table below the spec's mobile breakpoint (992 px). */
const narrowQuery = '(max-width: 991px)';

const noFilters = {};

/** Read by screen readers, not shown (Mantine's VisuallyHidden, without its weight on every list page). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ListPage<T, F extends ListFilters = ListFilters>({
  title,
  queryKey,
  fetchPage,
  columns,
  getRowId,
  defaultSort,
  defaultPageSize = 50,
  pageSizeOptions = allPageSizes,
  searchable = true,
  searchMinLength = 1,
  defaultFilters = noFilters as F,
  showActiveFilters = false,
  toolbar,
  filters,
  legend,
  rowColour,
  onRowClick,
  summary,
  maxHeight,
  tableMinWidth,
}: ListPageProps<T, F>) {
  const titleId = useId();
  const activeFiltersId = useId();
  const labelledBy = title ? titleId : undefined;
  // Known on the first render, so a phone's first request already asks for its page size.
  const narrow = useMediaQuery(narrowQuery, false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const list = useListState<F>({
    columns,
    defaultSort: defaultSort ?? null,
    defaultPageSize: initialPageSize(defaultPageSize, pageSizeOptions, narrow),
    defaultFilters,
    searchMinLength,
  });
  const { state, params, setPage } = list;

  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const totalRecords = query.data?.totalRecords ?? 0;
  // Background refetches keep the rows in place; only a change of page, sort or filter dims the list.
  const busy = query.isPending || query.isPlaceholderData;

  // The shown page's cursors, not a placeholder's: those belong to the page being left.
  const cursors = query.data && !query.isPlaceholderData ? query.data : undefined;
  const totalCapped = query.data?.totalCapped ?? false;
  // Rows deleted elsewhere can leave the current page past the end.
  const lastPage = paginationTotal(
    totalRecords,
    state.pageSize,
    state.page,
    totalCapped,
    !!cursors?.nextCursor,
  );
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && state.page > lastPage) setPage(lastPage);
  }, [query.data, query.isPlaceholderData, state.page, lastPage, setPage]);

  const shown = visibleColumns(columns, state.hiddenColumns);
  const showClear = searchable || Object.keys(defaultFilters).length > 0;
  const activeLabel = showActiveFilters
    ? activeFiltersLabel(countActiveFilters(state.filters, state.search))
    : null;
  const context: ListToolbarContext<F> = {
    filters: state.filters,
    setFilters: list.setFilters,
    setFilter: (key, value) => list.setFilters({ ...state.filters, [key]: value }),
    params,
  };
  const toolbarContent = typeof toolbar === 'function' ? toolbar(context) : toolbar;
  const filterContent = filters?.(context);

  const searchBox = searchable && (
    <TextInput
      type="search"
      aria-label="Search"
      placeholder="Search..."
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={list.searchInput}
      onChange={(event) => list.setSearchInput(event.currentTarget.value)}
      maxLength={200}
      description={searchHint(list.searchInput, searchMinLength)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      style={narrow ? { flex: '1 1 140px', minWidth: 0 } : undefined}
    />
  );
  const clearButton = showClear && (
    <Button
      variant="default"
      onClick={list.clear}
      aria-describedby={activeLabel ? activeFiltersId : undefined}
    >
      Clear
    </Button>
  );
  // Always in the page so screen readers hear the count change; empty when nothing is set. On a phone the
  // 'Filters' button shows the number instead and is described by these words.
  const activeText = showActiveFilters && (
    <Text
      size="sm"
      id={activeFiltersId}
      aria-live="polite"
      mb={8}
      style={narrow ? visuallyHidden : undefined}
    >
      {activeLabel}
    </Text>
  );
  const viewOptions = (
    <>
      <ColumnChooser columns={columns} hidden={state.hiddenColumns} onToggle={list.toggleColumn} />
      {legend && legend.length > 0 && <ListLegend items={legend} />}
    </>
  );

  return (
    // A phone's records start higher: smaller gaps and heading (issue 27 point 13).
    <Stack gap={narrow ? 'xs' : 'md'}>
      {title && (
        <Title order={1} size={narrow ? 'h4' : 'h2'} id={titleId}>
          {title}
        </Title>
      )}
      {narrow ? (
        // One row on a phone: the search and a 'Filters' button; the page's filters, buttons and view options
        // wait behind it, so the first record shows within the first screen (issue 27 point 13).
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {searchBox}
            <FiltersToggle
              opened={filtersOpen}
              onToggle={() => setFiltersOpen((o) => !o)}
              controls={filtersId}
              count={activeLabel ? countActiveFilters(state.filters, state.search) : 0}
              describedBy={activeLabel ? activeFiltersId : undefined}
            />
            {activeText}
          </Group>
          {/* display, not the hidden attribute: Group's own display: flex would outrank it and keep a gap. */}
          <Group id={filtersId} gap="sm" align="flex-end" wrap="wrap" display={filtersOpen ? 'flex' : 'none'}>
            {filtersOpen && (
              <>
                {clearButton}
                {filterContent}
                {toolbarContent}
                <CardSort columns={shown} sort={state.sort} onSort={list.toggleSort} />
                {viewOptions}
              </>
            )}
          </Group>
        </>
      ) : (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Group gap="sm" align="flex-end" wrap="wrap">
            {searchBox}
            {clearButton}
            {activeText}
            {filterContent}
            {toolbarContent}
          </Group>
          <Group gap="sm" wrap="wrap">
            {viewOptions}
          </Group>
        </Group>
      )}

      {query.isError && (
        <Alert color="red" role="alert" title="The records could not be loaded.">
          <Button variant="default" size="xs" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}

      <Box pos="relative" mih={160} aria-busy={busy}>
        <LoadingOverlay visible={busy} zIndex={2} overlayProps={{ backgroundOpacity: 0.4, blur: 0 }} />
        {narrow ? (
          <ListCards
            columns={shown}
            rows={rows}
            getRowId={getRowId}
            showEmptyText={!busy && !query.isError}
            onRowClick={onRowClick}
            rowColour={rowColour}
            labelledBy={labelledBy}
          />
        ) : (
          <ListTable
            columns={shown}
            rows={rows}
            getRowId={getRowId}
            sort={state.sort}
            onSort={list.toggleSort}
            showEmptyText={!busy && !query.isError}
            onRowClick={onRowClick}
            rowColour={rowColour}
            labelledBy={labelledBy}
            maxHeight={maxHeight}
            minWidth={tableMinWidth}
          />
        )}
      </Box>
      {/* Drawn with the first page: drawn before it, it sat under the empty list and was pushed down when the rows
          came (a layout shift of 0.29 on the budget list on a phone). */}
      {query.data && summary?.(rows)}

      <ListPagination
        page={state.page}
        pageSize={state.pageSize}
        pageSizeOptions={pageSizeOptions}
        totalRecords={totalRecords}
        totalCapped={totalCapped}
        rowsShown={rows.length}
        hasNext={!!cursors?.nextCursor}
        onPage={(page) => setPage(page, cursors)}
        onPageSize={list.setPageSize}
      />
    </Stack>
  );
}
