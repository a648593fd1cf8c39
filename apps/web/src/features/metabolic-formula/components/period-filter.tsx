import { TextInput } from '@mantine/core';
import type { MfOrderFilters } from '../api/mf-orders.ts';

type Props = { filters: MfOrderFilters; setFilter: (key: 'period', value: string) => void };

/**
 * The queue's period: one month from the browser's month picker (YYYY-MM). A browser without one shows a text box;
 * the list waits until a whole YYYY-MM is typed.
 */
export function PeriodFilter({ filters, setFilter }: Props) {
  return (
    <TextInput
      type="month"
      label="Period"
      placeholder="YYYY-MM"
      w={190}
      value={filters.period}
      onChange={(event) => setFilter('period', event.currentTarget.value)}
    />
  );
}
