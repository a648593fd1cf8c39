import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A report's first filters as its address gives them (a subscription's link, a drill-down from another report), and
 * the key that starts the report afresh when a link opens it at another address while it is shown.
 */
export function useLinkedFilters<F>(from: (query: URLSearchParams, today: Date) => F): {
  key: string;
  filters: F;
} {
  const linked = useSearchParams()[0].toString();
  const filters = useMemo(() => from(new URLSearchParams(linked), new Date()), [from, linked]);
  return { key: linked, filters };
}
