import { TextInput } from '@mantine/core';
import { periodErrors } from '../lib/report-period.ts';

type Period = { from: string; to: string };
type Props<F extends Period> = { filters: F; setFilter: (key: 'from' | 'to', value: F['from']) => void };

/**
 * From and To, both required. What the contract refuses (To before From, a period over a year) is said under the
 * field at once, as the server would say it.
 */
export function PeriodFilter<F extends Period>({ filters, setFilter }: Props<F>) {
  const errors = periodErrors({ from: filters.from, to: filters.to });
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <TextInput
          key={name}
          type="date"
          label={name === 'from' ? 'From' : 'To'}
          required
          w={170}
          value={filters[name]}
          error={errors[name]}
          // A half-typed date is '' to the browser: the field then says a date is needed.
          onChange={(event) => setFilter(name, event.currentTarget.value)}
        />
      ))}
    </>
  );
}
