import type { HelpDeskReportResponse, HelpDeskReportRow } from '@homer/contracts/programme-reports';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { monthLabel } from '../../../shared/lib/month-label.ts';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { helpDeskCategoriesQuery } from '../api/help-desk-categories.ts';
import {
  getHelpDeskReport,
  getHelpDeskReportExportLink,
  type HelpDeskFilters,
  helpDeskReportKey,
} from '../api/reports-api.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { attainmentBasis, attainmentText, ratingText } from '../lib/help-desk-figures.ts';
import { countOf } from '../lib/report-figures.ts';
import { helpDeskFiltersFrom, monthWithin, reportLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

type Row = HelpDeskReportRow;

/** An SLA's attainment over the tickets it was measured on, both read out: the percent alone hides how few. */
function Attainment({ met, measured }: { met: number; measured: number }) {
  const basis = attainmentBasis(met, measured);
  return (
    <>
      {attainmentText(met, measured)}
      {basis && (
        <Text component="span" display="block" size="xs" c="dimmed">
          {basis}
        </Text>
      )}
    </>
  );
}

const measuredHint =
  'Of the tickets opened in the month whose clock has stopped or run out: those within the business hours of their priority. A ticket still within its time is not counted yet.';

/**
 * The columns for the filters of the rows shown: a month narrows this report to its days of the period, a category
 * opens the ticket queue narrowed to it, where the tickets behind the figures are.
 */
const columnsFor = ({ from, to, categoryId }: HelpDeskFilters): ListColumn<Row>[] => [
  {
    key: 'month',
    title: 'Month',
    width: 110,
    render: (row) => (
      <Anchor
        component={Link}
        to={reportLink('reportHelpDesk', { ...monthWithin(row.month, { from, to }), categoryId })}
        size="sm"
      >
        {monthLabel(row.month)}
      </Anchor>
    ),
  },
  {
    key: 'categoryName',
    title: 'Category',
    width: 200,
    render: (row) => (
      <Anchor
        component={Link}
        to={reportLink('ticketList', { categoryId: String(row.categoryId) })}
        size="sm"
      >
        {row.categoryName}
      </Anchor>
    ),
  },
  countColumn('opened', 'Opened', (row) => row.opened, 'Tickets opened in the month.'),
  countColumn(
    'resolved',
    'Resolved',
    (row) => row.resolved,
    'Tickets resolved or closed in the month and not reopened since.',
  ),
  {
    key: 'firstResponse',
    title: 'First Response SLA',
    headerHint: `First replies in time. ${measuredHint}`,
    render: (row) => <Attainment met={row.firstResponseMet} measured={row.firstResponseMeasured} />,
  },
  {
    key: 'resolution',
    title: 'Resolution SLA',
    headerHint: `Resolutions in time. ${measuredHint}`,
    render: (row) => <Attainment met={row.resolutionMet} measured={row.resolutionMeasured} />,
  },
  countColumn('surveys', 'Surveys', (row) => row.surveys, 'Satisfaction surveys answered in the month.'),
  {
    key: 'averageRating',
    title: 'Average Rating',
    headerHint: 'The surveys’ average rating, from 1 to 5 stars.',
    render: (row) => ratingText(row.averageRating),
  },
];

const plain = (n: number) => n.toLocaleString('en-US');

function HelpDeskSummary({
  totals,
  loading,
}: {
  totals: HelpDeskReportResponse['totals'];
  loading: boolean;
}) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Opened', value: countOf(totals.opened, 'ticket') },
          { label: 'Resolved', value: countOf(totals.resolved, 'ticket') },
          {
            label: 'First response SLA',
            value: <Attainment met={totals.firstResponseMet} measured={totals.firstResponseMeasured} />,
          },
          {
            label: 'Resolution SLA',
            value: <Attainment met={totals.resolutionMet} measured={totals.resolutionMeasured} />,
          },
          { label: 'Surveys', value: countOf(totals.surveys, 'survey') },
          { label: 'Average rating', value: ratingText(totals.averageRating) },
        ]}
      />
      {totals.byMonth.length > 0 && (
        <ReportChart
          title="Tickets opened by month"
          valueLabel="Opened"
          bars={totals.byMonth.map((m) => ({ label: monthLabel(m.month), value: m.opened }))}
          format={plain}
          layout="columns"
        />
      )}
    </>
  );
}

function CategoryFilter({
  filters,
  setFilter,
}: {
  filters: HelpDeskFilters;
  setFilter: (key: 'categoryId', value: string) => void;
}) {
  const categories = useQuery(helpDeskCategoriesQuery);
  const choices = withAll(
    'Every category',
    (categories.data ?? []).map((c) => ({ value: String(c.value), label: c.text })),
  );
  return (
    <FilterSelect<HelpDeskFilters, 'categoryId'>
      label="Category"
      name="categoryId"
      data={choices}
      width={220}
      filters={filters}
      setFilter={setFilter}
    />
  );
}

/**
 * reporting/help-desk: tickets opened and resolved, first-response and resolution SLA attainment and survey ratings
 * by month and category (the former Ticket Feedback report's figures among them). A link may give the filters
 * (?from=&to=&categoryId=); a month narrows the report to it, a category opens its tickets.
 */
export default function HelpDeskReportPage() {
  const linked = useLinkedFilters(helpDeskFiltersFrom);
  return (
    <ReportFrame<Row, HelpDeskFilters, HelpDeskReportResponse>
      key={linked.key}
      routeId="reportHelpDesk"
      queryKey={helpDeskReportKey}
      fetchPage={getHelpDeskReport}
      fetchExportLink={getHelpDeskReportExportLink}
      columns={columnsFor}
      getRowId={(row) => `${row.month}-${row.categoryId}`}
      defaultFilters={linked.filters}
      tableMinWidth={1100}
      filters={({ filters, setFilter }) => (
        <>
          <PeriodFilter filters={filters} setFilter={setFilter} />
          <CategoryFilter filters={filters} setFilter={setFilter} />
        </>
      )}
      summary={(answer, loading) => <HelpDeskSummary totals={answer.totals} loading={loading} />}
    />
  );
}
