import {
  type RxConnectsSiteKind,
  rxConnectsKindNames,
  rxConnectsStatusIds,
  rxConnectsStatusNames,
} from '@homer/contracts/rx-connects-admin';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { HiddenRecordsNote } from '../../../shared/ui/list-page/hidden-records-note.tsx';
import type { ListToolbarContext } from '../../../shared/ui/list-page/list-page.tsx';
import { hiddenRecordsText, totalOf, withCount } from '../../../shared/ui/list-page/view-counts.ts';
import { siteStatusCountsQuery } from '../api/rx-connects-api.ts';
import type { SiteFilters } from '../lib/site-filters.ts';

type Props = ListToolbarContext<SiteFilters> & { kind: RxConnectsSiteKind };

const nameOf = (statusId: number) => rxConnectsStatusNames[statusId] ?? String(statusId);

function useStatusCounts({ kind, params }: Props) {
  const counts = useQuery(siteStatusCountsQuery(kind, params.search)).data;
  return (statusId: number) => counts?.find((c) => c.statusId === statusId)?.count;
}

/** The status filter, each status with its count under the search. */
export function SiteStatusFilter(props: Props) {
  const countOf = useStatusCounts(props);
  const total = totalOf(rxConnectsStatusIds.map(countOf));
  return (
    <FilterSelect
      label="Status"
      name="status"
      width={170}
      data={withAll(
        withCount('Any status', total),
        rxConnectsStatusIds.map((id) => ({ value: String(id), label: withCount(nameOf(id), countOf(id)) })),
      )}
      filters={props.filters}
      setFilter={props.setFilter}
    />
  );
}

/** Which applications the status filter hides (decided ones, on the default Pending), and a link to all. */
export function SiteHiddenNote(props: Props) {
  const countOf = useStatusCounts(props);
  const shown = Number(props.filters.status);
  const many = rxConnectsKindNames[props.kind].many.toLowerCase();
  const text = shown
    ? hiddenRecordsText(
        `${nameOf(shown).toLowerCase()} ${many}`,
        rxConnectsStatusIds
          .filter((id) => id !== shown)
          .map((id) => ({ label: nameOf(id).toLowerCase(), count: countOf(id) ?? 0 })),
      )
    : null;
  return <HiddenRecordsNote text={text} onShowAll={() => props.setFilter('status', '')} />;
}
