import { herosStatuses, herosStatusNames } from '@homer/contracts/heros';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { applicationOptionsQuery } from '../api/heros-queries.ts';
import type { ApplicationFilters } from '../lib/heros-filters.ts';

type Props = {
  filters: ApplicationFilters;
  setFilter: <K extends keyof ApplicationFilters>(key: K, value: ApplicationFilters[K]) => void;
};

const allRounds = '0';
const statusData = withAll(
  'Any status',
  herosStatuses.map((s) => ({ value: String(s), label: herosStatusNames[s] })),
);

/** Round (the open one until another is chosen) and status; the search box beside them finds an agency by name. */
export function ApplicationFiltersBar({ filters, setFilter }: Props) {
  const options = useQuery(applicationOptionsQuery);
  const openRoundId = options.data?.openRoundId ?? 0;
  const rounds = (options.data?.rounds ?? []).map((r) => ({
    value: String(r.value),
    label: r.additionalData === 'open' ? `${r.text} (open)` : r.text,
  }));
  return (
    <>
      <Select
        label="Round"
        w={220}
        allowDeselect={false}
        value={String(filters.roundId ?? openRoundId)}
        onChange={(v) => setFilter('roundId', v === null ? null : Number(v))}
        data={[{ value: allRounds, label: 'All rounds' }, ...rounds]}
      />
      <FilterSelect
        label="Status"
        name="status"
        width={180}
        data={statusData}
        filters={filters}
        setFilter={setFilter}
      />
    </>
  );
}
