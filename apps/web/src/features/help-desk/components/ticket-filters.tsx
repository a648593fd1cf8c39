import { queueStatuses } from '@homer/contracts/help-desk-tickets';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, filterAll, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ticketOptionsQuery } from '../api/ticket-queries.ts';
import { type AgeFilter, ageFilters, type TicketFilters } from '../lib/ticket-filters.ts';

type Props = {
  filters: TicketFilters;
  setFilter: <K extends keyof TicketFilters>(key: K, value: TicketFilters[K]) => void;
};

type IdFilter = 'priorityId' | 'categoryId' | 'facilityId';

function IdSelect({
  label,
  name,
  data,
  filters,
  setFilter,
  width,
}: Props & { label: string; name: IdFilter; data: { value: number; text: string }[]; width: number }) {
  return (
    <Select
      label={label}
      w={width}
      searchable
      allowDeselect={false}
      value={filters[name] ? String(filters[name]) : filterAll}
      onChange={(v) => setFilter(name, v && v !== filterAll ? Number(v) : null)}
      data={[
        { value: filterAll, label: `Any ${label.toLowerCase()}` },
        ...data.map((o) => ({ value: String(o.value), label: o.text })),
      ]}
    />
  );
}

/** Status, priority, category, facility and age; the search box beside them is the requester filter. */
export function TicketFiltersBar(props: Props) {
  const options = useQuery(ticketOptionsQuery);
  return (
    <>
      <FilterSelect
        {...props}
        label="Status"
        name="status"
        width={140}
        data={withAll('Any status', queueStatuses)}
      />
      <IdSelect
        {...props}
        label="Priority"
        name="priorityId"
        width={140}
        data={options.data?.priorities ?? []}
      />
      <IdSelect
        {...props}
        label="Category"
        name="categoryId"
        width={200}
        data={options.data?.categories ?? []}
      />
      <IdSelect
        {...props}
        label="Facility"
        name="facilityId"
        width={220}
        data={options.data?.facilities ?? []}
      />
      <FilterSelect
        {...props}
        label="Age"
        name="age"
        width={210}
        data={withAll(
          'Any age',
          (Object.keys(ageFilters) as AgeFilter[]).map((value) => ({
            value,
            label: ageFilters[value].label,
          })),
        )}
      />
    </>
  );
}
