import { isActiveOptions } from '@homer/contracts/filters';
import { Button, Popover, Select, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { IsActiveFilter, type IsActiveValue } from '../../../shared/ui/is-active-filter.tsx';
import type { FiscalYearOption } from '../api/get-fiscal-year-options.ts';

/** '0' asks the server for every fiscal year. */
export const allFiscalYears = '0';

export type BudgetFilterValues = { fiscalYearId: string; isActive: IsActiveValue };

type Props = {
  filters: BudgetFilterValues;
  fiscalYears: readonly FiscalYearOption[];
  onChange: (filters: BudgetFilterValues) => void;
};

/** Spec: "A filter popover offers Fiscal Year (select) and Is Active (toggle Yes / No / All)". */
export function BudgetFilters({ filters, fiscalYears, onChange }: Props) {
  const yearName =
    filters.fiscalYearId === allFiscalYears
      ? 'All'
      : (fiscalYears.find((y) => String(y.value) === filters.fiscalYearId)?.text ?? 'All');
  const activeName = isActiveOptions.find((o) => o.value === filters.isActive)?.label ?? 'All';
  return (
    <Popover position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconFilter size={16} aria-hidden="true" />}>
          Filters: {yearName}, Is Active {activeName}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" miw={240}>
          <Select
            label="Fiscal Year"
            data={[
              { value: allFiscalYears, label: 'All' },
              ...fiscalYears.map((y) => ({ value: String(y.value), label: y.text })),
            ]}
            value={filters.fiscalYearId}
            allowDeselect={false}
            // Inside the popover: a portal would count as a click outside and close it.
            comboboxProps={{ withinPortal: false }}
            onChange={(value) => onChange({ ...filters, fiscalYearId: value ?? allFiscalYears })}
          />
          <IsActiveFilter
            value={filters.isActive}
            onChange={(isActive) => onChange({ ...filters, isActive })}
          />
          <Text size="xs" c="dimmed">
            Clear resets the filters to the current fiscal year.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
