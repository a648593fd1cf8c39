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
  // The params `state` was read for: the list may track newer ones before the effect below runs.
  const readFor = params.current;
  const last = useRef<{ answer: R; params: unknown } | undefined>(undefined);
  useEffect(() => {
    if (state?.data !== undefined) last.current = { answer: state.data, params: readFor };
  }, [state?.data, readFor]);
  const track = useCallback((shown: unknown) => {
    params.current = shown;
  }, []);
  const refused = state?.status === 'error';
  const current = state?.data === undefined ? last.current : { answer: state.data, params: readFor };
  const shown = refused ? undefined : current;
  return {
    track,
    answer: shown?.answer,
    /** The list's params the answer was given for (its filters among them), so what links from it keeps them. */
    params: shown?.params,
    loading: !refused && state?.status !== 'success',
  };
}
