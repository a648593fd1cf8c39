import type { Option } from '@homer/contracts/envelope';
import { filterableBusinessAreas } from '@homer/contracts/global-audit';
import { MultiSelect, Select } from '@mantine/core';
import type { AuditFilters } from '../lib/audit-filters.ts';
import { DateChangedFilter } from './date-changed-filter.tsx';
import { RxNumberFilter } from './rx-number-filter.tsx';

type Props = {
  filters: AuditFilters;
  setFilter: <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => void;
  /** The Changed By choices; left out where the list is one user's changes (the user's audit-history tab). */
  users?: readonly Option[];
  today: string;
};

const areaOptions = filterableBusinessAreas.map((b) => ({ value: String(b.code), label: b.name }));
const allUsers = 'all';

/** The spec's filters: Business Area, Date Changed, Changed By (unless fixed) and RX Number. */
export function AuditToolbar({ filters, setFilter, users, today }: Props) {
  return (
    <>
      <MultiSelect
        label="Business Area"
        placeholder={filters.businessAreas.length === 0 ? 'All' : undefined}
        data={areaOptions}
        value={[...filters.businessAreas]}
        onChange={(codes) => setFilter('businessAreas', codes)}
        clearable
        w={260}
      />
      <DateChangedFilter
        value={filters.dateChanged}
        onChange={(range) => setFilter('dateChanged', range)}
        maxDate={today}
      />
      {users && (
        <Select
          label="Changed By"
          data={[
            { value: allUsers, label: 'All' },
            ...users.map((u) => ({ value: String(u.value), label: u.text })),
          ]}
          value={filters.changedBy ?? allUsers}
          onChange={(v) => setFilter('changedBy', v && v !== allUsers ? v : null)}
          allowDeselect={false}
          searchable
          w={200}
        />
      )}
      <RxNumberFilter value={filters.rx} onChange={(rx) => setFilter('rx', rx)} />
    </>
  );
}
