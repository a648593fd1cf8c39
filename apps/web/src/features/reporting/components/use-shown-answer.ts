import { notifyManager, type QueryState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The answer behind the rows a ListPage shows, for what the list itself does not draw (a report's totals and
 * chart, which come with every page). The list keeps its filters and page to itself and queries
 * `[...queryKey, params]`; `track` is handed the params as the list renders (its filters callback) and the answer is
 * read from the query cache under the same key, so the report is asked for once.
 *
 * While another answer loads the last one stays (with `loading`), as the list keeps its rows; a refused one (a
 * period the server will not report) shows nothing, as the list then shows no rows.
 */
export function useShownAnswer<R>(queryKey: readonly unknown[]) {
  const client = useQueryClient();
  const params = useRef<unknown>(null);
  // Deferred as react-query's own observers are: the cache tells of a new query while the list is rendering.
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    [client],
  );
  const read = () =>
    params.current === null
      ? undefined
      : (client.getQueryState([...queryKey, params.current]) as QueryState<R, Error> | undefined);
  const state = useSyncExternalStore(subscribe, read, read);
  const last = useRef<R | undefined>(undefined);
  useEffect(() => {
    if (state?.data !== undefined) last.current = state.data;
  }, [state?.data]);
  const track = useCallback((shown: unknown) => {
    params.current = shown;
  }, []);
  const refused = state?.status === 'error';
  return {
    track,
    answer: refused ? undefined : (state?.data ?? last.current),
    loading: !refused && state?.status !== 'success',
  };
}
