import { useEffect } from 'react';

/**
 * Tells the page which page, sort, search and filters the shared ListPage is showing (rendered in its toolbar,
 * which receives them), so the page can read the same cached rows for its Totals row. Renders nothing.
 */
export function ListParamsProbe<P>({ params, onParams }: { params: P; onParams: (params: P) => void }) {
  const serialised = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised form is the change to react to.
  useEffect(() => onParams(params), [serialised]);
  return null;
}
