import { icqReviewStatuses } from '@homer/contracts/icq-reviews';
import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, filterAll, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { reviewOptionsQuery } from '../api/reviews.ts';
import type { ReviewFilters } from '../lib/review-filters.ts';

type Props = {
  filters: ReviewFilters;
  setFilter: <K extends keyof ReviewFilters>(key: K, value: ReviewFilters[K]) => void;
};

function IdSelect({
  label,
  name,
  data,
  filters,
  setFilter,
}: Props & {
  label: string;
  name: 'reviewerUserId' | 'facilityId';
  data: { value: number; text: string }[];
}) {
  return (
    <Select
      label={label}
      w={220}
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

/** Status, reviewer, facility and the proposed dates (programme days, both ends included). */
export function ReviewFiltersBar(props: Props) {
  const options = useQuery(reviewOptionsQuery);
  const { filters, setFilter } = props;
  return (
    <>
      <FilterSelect
        {...props}
        label="Status"
        name="status"
        width={150}
        data={withAll('Any status', icqReviewStatuses)}
      />
      <IdSelect {...props} label="Reviewer" name="reviewerUserId" data={options.data?.reviewers ?? []} />
      <IdSelect {...props} label="Facility" name="facilityId" data={options.data?.facilities ?? []} />
      <TextInput
        type="date"
        label="Proposed from"
        w={160}
        value={filters.from}
        onChange={(e) => setFilter('from', e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label="Proposed to"
        w={160}
        value={filters.to}
        onChange={(e) => setFilter('to', e.currentTarget.value)}
      />
    </>
  );
}
