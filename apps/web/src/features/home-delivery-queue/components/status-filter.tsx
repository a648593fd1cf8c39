import {
  type HomeDeliveryStatus,
  type HomeDeliveryStatusFilter,
  homeDeliveryStatuses,
  openHomeDeliveryStatuses,
} from '@homer/contracts/home-delivery-queue';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HiddenRecordsNote } from '../../../shared/ui/list-page/hidden-records-note.tsx';
import type { ListToolbarContext } from '../../../shared/ui/list-page/list-page.tsx';
import { hiddenRecordsText, withCount } from '../../../shared/ui/list-page/view-counts.ts';
import { type HomeDeliveryFilters, homeDeliveryStatusCountsQuery } from '../api/home-delivery-api.ts';

type Context = ListToolbarContext<HomeDeliveryFilters>;

/** The statuses a filter value lists. */
const statusesOf = (filter: HomeDeliveryStatusFilter): readonly HomeDeliveryStatus[] =>
  filter === 'open' ? openHomeDeliveryStatuses : filter === '' ? homeDeliveryStatuses : [filter];

function useCountOf({ params }: Context) {
  const counts = useQuery(homeDeliveryStatusCountsQuery(params.search)).data;
  return (filter: HomeDeliveryStatusFilter) =>
    counts &&
    statusesOf(filter).reduce((sum, s) => sum + (counts.find((c) => c.status === s)?.count ?? 0), 0);
}

/** Open (Received and In Process, the default), every status, or one; each with its count under the search. */
export function HomeDeliveryStatusFilterSelect(context: Context) {
  const countOf = useCountOf(context);
  const { filters, setFilter } = context;
  return (
    <Select
      label="Status"
      w={260}
      allowDeselect={false}
      value={filters.status === '' ? 'any' : filters.status}
      onChange={(v) => setFilter('status', (v === 'any' ? '' : (v ?? 'open')) as HomeDeliveryStatusFilter)}
      data={[
        { value: 'open', label: withCount('Open: Received, In Process', countOf('open')) },
        { value: 'any', label: withCount('Any status', countOf('')) },
        ...homeDeliveryStatuses.map((s) => ({ value: s, label: withCount(s, countOf(s)) })),
      ]}
    />
  );
}

/** Which requests the status filter hides (on the default Open: shipped and cancelled ones), and a link to all. */
export function HomeDeliveryHiddenNote(context: Context) {
  const countOf = useCountOf(context);
  const filter = context.filters.status;
  const shown = statusesOf(filter);
  const text =
    filter === ''
      ? null
      : hiddenRecordsText(
          `${filter === 'open' ? 'open' : filter.toLowerCase()} requests`,
          homeDeliveryStatuses
            .filter((s) => !shown.includes(s))
            .map((s) => ({ label: s.toLowerCase(), count: countOf(s) ?? 0 })),
        );
  return <HiddenRecordsNote text={text} onShowAll={() => context.setFilter('status', '')} />;
}
