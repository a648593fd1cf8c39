import type { HerosReportResponse, HerosReportRow } from '@homer/contracts/programme-reports';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { herosRoundsQuery } from '../api/heros-rounds.ts';
import {
  getHerosReport,
  getHerosReportExportLink,
  type HerosFilters,
  herosReportKey,
} from '../api/reports-api.ts';
import { ReportChart } from '../components/report-chart.tsx';
import { countColumn } from '../components/report-columns.tsx';
import { ReportFrame } from '../components/report-frame.tsx';
import { ReportTotals } from '../components/report-totals.tsx';
import { countOf } from '../lib/report-figures.ts';
import { herosFiltersFrom, reportLink } from '../lib/report-period.ts';
import { useLinkedFilters } from '../lib/use-linked-filters.ts';

type Row = HerosReportRow;

const pendingHint = 'Submitted or sent back for changes: no decision yet.';

/** A round opens the application queue on that round, where the applications behind the figures are. */
const columns: ListColumn<Row>[] = [
  {
    key: 'roundName',
    title: 'Round',
    width: 180,
    render: (row) => (
      <Anchor
        component={Link}
        to={reportLink('herosApplicationList', { roundId: String(row.roundId) })}
        size="sm"
      >
        {row.roundName}
      </Anchor>
    ),
  },
  {
    key: 'countyName',
    title: 'County',
    width: 150,
    headerHint: 'The county the agency operates in, where the doses are used.',
  },
  countColumn('applications', 'Applications', (row) => row.applications),
  countColumn('approvedApplications', 'Approved', (row) => row.approvedApplications),
  countColumn('pendingApplications', 'Pending', (row) => row.pendingApplications, pendingHint),
  countColumn('deniedApplications', 'Denied', (row) => row.deniedApplications),
  countColumn(
    'dosesRequested',
    'Doses Requested',
    (row) => row.dosesRequested,
    'Naloxone doses the applications ask for, over all their order options.',
  ),
  countColumn(
    'dosesApproved',
    'Doses Approved',
    (row) => row.dosesApproved,
    'The approved applications’ doses.',
  ),
  countColumn('dosesPending', 'Doses Pending', (row) => row.dosesPending, 'The pending applications’ doses.'),
  countColumn('dosesDenied', 'Doses Denied', (row) => row.dosesDenied, 'The denied applications’ doses.'),
];

const doses = (n: number) => countOf(n, 'dose');

function HerosSummary({ totals, loading }: { totals: HerosReportResponse['totals']; loading: boolean }) {
  return (
    <>
      <ReportTotals
        busy={loading}
        items={[
          { label: 'Applications', value: countOf(totals.applications, 'application') },
          { label: 'Approved', value: countOf(totals.approvedApplications, 'application') },
          { label: 'Pending', value: countOf(totals.pendingApplications, 'application') },
          { label: 'Denied', value: countOf(totals.deniedApplications, 'application') },
          { label: 'Doses requested', value: doses(totals.dosesRequested) },
          { label: 'Doses approved', value: doses(totals.dosesApproved) },
          { label: 'Doses pending', value: doses(totals.dosesPending) },
          { label: 'Doses denied', value: doses(totals.dosesDenied) },
        ]}
      />
      {totals.byRound.length > 0 && (
        <ReportChart
          title="Doses approved by round"
          valueLabel="Doses approved"
          category="Round"
          bars={totals.byRound.map((r) => ({ label: r.roundName, value: r.dosesApproved }))}
          format={doses}
          layout="rows"
        />
      )}
    </>
  );
}

function RoundFilter({
  filters,
  setFilter,
}: {
  filters: HerosFilters;
  setFilter: (key: 'roundId', value: string) => void;
}) {
  const rounds = useQuery(herosRoundsQuery);
  const choices = withAll(
    'Every round',
    (rounds.data ?? []).map((r) => ({
      value: String(r.value),
      label: r.additionalData === 'open' ? `${r.text} (open)` : r.text,
    })),
  );
  return (
    <FilterSelect<HerosFilters, 'roundId'>
      label="Round"
      name="roundId"
      data={choices}
      width={220}
      filters={filters}
      setFilter={setFilter}
    />
  );
}

/**
 * reporting/heros: HEROS applications and the naloxone doses they ask for, by round and by the county the agency
 * operates in, as requested, approved, pending and denied. A link may give the filters (?roundId=&search=); a round
 * opens the application queue on it.
 */
export default function HerosReportPage() {
  const linked = useLinkedFilters(herosFiltersFrom);
  return (
    <ReportFrame<Row, HerosFilters, HerosReportResponse>
      key={linked.key}
      routeId="reportHeros"
      queryKey={herosReportKey}
      fetchPage={getHerosReport}
      fetchExportLink={getHerosReportExportLink}
      columns={columns}
      getRowId={(row) => `${row.roundId}-${row.countyId}`}
      defaultFilters={linked.filters}
      searchPlaceholder="County"
      tableMinWidth={1300}
      filters={({ filters, setFilter }) => <RoundFilter filters={filters} setFilter={setFilter} />}
      summary={(answer, loading) => <HerosSummary totals={answer.totals} loading={loading} />}
    />
  );
}
