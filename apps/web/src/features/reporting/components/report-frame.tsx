import type { Envelope, Paged } from '@homer/contracts/envelope';
import { type SubscribableReport, subscriptionFilterSchemas } from '@homer/contracts/report-subscriptions';
import { type RouteId, routeById } from '@homer/contracts/routes';
import { Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { type Key, type ReactNode, useMemo } from 'react';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ListPage, type ListToolbarContext } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { InventorySiteFilter } from '../../../shared/ui/stock/inventory-site-filter.tsx';
import { ReportSearch } from './report-search.tsx';
import { SubscribeButton } from './subscribe-button.tsx';
import { useShownAnswer } from './use-shown-answer.ts';

/**
 * A report's filters, as strings ('' for none). The frame draws two itself, for the reports whose filters hold them:
 * a site (the stock reports) and a search. The programme reports have no site, and the help desk report no search.
 */
type ReportFilters = Record<string, string> & { siteId?: string; search?: string };

type Props<T, F extends ReportFilters, R extends Paged<T>> = {
  /** The report's route: its title is the page's, and its subscriptions (when it may have any) name it. */
  routeId: RouteId;
  queryKey: readonly unknown[];
  fetchPage: (params: ListPageParams<F>, signal: AbortSignal) => Promise<R>;
  fetchExportLink: (params: ListPageParams<F>) => Promise<Envelope<string, null>>;
  /**
   * The columns, or the columns for the filters of the rows shown (a link that keeps the report's period must
   * follow them, and the list keeps its filters to itself).
   */
  columns: readonly ListColumn<T>[] | ((shown: F) => readonly ListColumn<T>[]);
  getRowId: (row: T) => Key;
  defaultFilters: F;
  /** What the report's search finds; a report without a search (none among its filters) leaves it out. */
  searchPlaceholder?: string;
  /** The report's own filters, after the search and the site. */
  filters: (context: ListToolbarContext<F>) => ReactNode;
  /** Totals and chart of the whole report (every page), drawn above its rows. */
  summary: (answer: R, loading: boolean) => ReactNode;
  tableMinWidth: number;
};

/** The export link, asking for the printed table instead of the workbook (the same signed link). */
const asPdf = (link: Envelope<string, null>): Envelope<string, null> =>
  link.value ? { ...link, value: `${link.value}&format=pdf` } : link;

/**
 * Whether the report may be subscribed to: the contract keeps filters for it. A report of patient data has none, so
 * it is never delivered by email.
 */
const subscribable = (routeId: RouteId): routeId is SubscribableReport =>
  Object.hasOwn(subscriptionFilterSchemas, routeId);

/** As the list's own title: a phone's rows start higher (issue 27 point 13). */
const narrowQuery = '(max-width: 991px)';

/**
 * A report page: its title, the totals and chart of what the filters select, then the filters, the rows a page at
 * a time, the Excel and PDF exports of the same filters and, for a subscribable report, a subscription that keeps
 * them. The rows are the shared list's (cards on a phone).
 */
export function ReportFrame<T, F extends ReportFilters, R extends Paged<T>>({
  routeId,
  queryKey,
  fetchPage,
  fetchExportLink,
  columns,
  getRowId,
  defaultFilters,
  searchPlaceholder,
  filters,
  summary,
  tableMinWidth,
}: Props<T, F, R>) {
  const narrow = useMediaQuery(narrowQuery, false, { getInitialValueInEffect: false });
  const shown = useShownAnswer<R>(queryKey);
  const title = routeById(routeId).title ?? '';
  // The params are the list's: its filters with its page, which the columns ignore.
  const shownFilters = (shown.params as F | undefined) ?? defaultFilters;
  const listColumns = useMemo(
    () => (typeof columns === 'function' ? columns(shownFilters) : columns),
    [columns, shownFilters],
  );
  return (
    <Stack gap={narrow ? 'xs' : 'md'}>
      <Title order={1} size={narrow ? 'h4' : 'h2'}>
        {title}
      </Title>
      {shown.answer && summary(shown.answer, shown.loading)}
      <ListPage<T, F>
        queryKey={queryKey}
        fetchPage={fetchPage}
        columns={listColumns}
        getRowId={getRowId}
        defaultPageSize={25}
        defaultFilters={defaultFilters}
        searchable={false}
        tableMinWidth={tableMinWidth}
        toolbar={({ params }) => (
          <Group gap="xs">
            <ExportButton fetchLink={() => fetchExportLink(params)} />
            <ExportButton
              label="PDF"
              icon={<IconFileTypePdf size={18} aria-hidden="true" />}
              fetchLink={() => fetchExportLink(params).then(asPdf)}
            />
            {subscribable(routeId) && <SubscribeButton report={routeId} title={title} filters={params} />}
          </Group>
        )}
        filters={(context) => {
          shown.track(context.params);
          const { filters: current, setFilter } = context;
          return (
            <Group gap="sm" align="flex-end" wrap="wrap">
              {searchPlaceholder !== undefined && (
                <ReportSearch
                  value={current.search ?? ''}
                  onChange={(value) => setFilter('search', value as F['search'])}
                  placeholder={searchPlaceholder}
                />
              )}
              {current.siteId !== undefined && (
                <InventorySiteFilter filters={{ siteId: current.siteId }} setFilter={setFilter} />
              )}
              {filters(context)}
            </Group>
          );
        }}
      />
    </Stack>
  );
}
