import { type RegistrationStatus, registrationStatuses } from '@homer/contracts/registrations';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { HiddenRecordsNote } from '../../../shared/ui/list-page/hidden-records-note.tsx';
import type { ListToolbarContext } from '../../../shared/ui/list-page/list-page.tsx';
import { hiddenRecordsText, totalOf, withCount } from '../../../shared/ui/list-page/view-counts.ts';
import { registrationStatusCountsQuery } from '../api/registrations.ts';
import type { RegistrationFilters } from '../lib/registration-filters.ts';

type Context = ListToolbarContext<RegistrationFilters>;

function useStatusCounts({ filters, params }: Context) {
  const counts = useQuery(registrationStatusCountsQuery(filters, params.search)).data;
  return (status: RegistrationStatus) => counts?.find((c) => c.status === status)?.count;
}

/** The status filter, each status with its count under the kind and search. */
export function RegistrationStatusFilter(context: Context) {
  const countOf = useStatusCounts(context);
  const total = totalOf(registrationStatuses.map(countOf));
  return (
    <FilterSelect
      filters={context.filters}
      setFilter={context.setFilter}
      label="Status"
      name="status"
      width={170}
      data={withAll(
        withCount('Any status', total),
        registrationStatuses.map((s) => ({ value: s, label: withCount(s, countOf(s)) })),
      )}
    />
  );
}

/** Which decided (or pending) requests the status filter hides, and a link to show every status. */
export function RegistrationHiddenNote(context: Context) {
  const countOf = useStatusCounts(context);
  const status = context.filters.status;
  const text = status
    ? hiddenRecordsText(
        `${status.toLowerCase()} registrations`,
        registrationStatuses
          .filter((s) => s !== status)
          .map((s) => ({ label: s.toLowerCase(), count: countOf(s) ?? 0 })),
      )
    : null;
  return <HiddenRecordsNote text={text} onShowAll={() => context.setFilter('status', '')} />;
}
