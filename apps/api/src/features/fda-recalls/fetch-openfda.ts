import type { FdaRecallsConfig } from '../../config.ts';
import { parseOpenFdaRecalls, type RecallRecord } from './openfda-format.ts';

export type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** openFDA answers at most 1000 reports a page and refuses skip past 25,000. */
const pageLimit = 1000;
const maxSkip = 25_000;

/** The search the job runs: the configured state's Ongoing drug recalls. */
export function openFdaPageUrl(config: FdaRecallsConfig, skip: number): string {
  const url = new URL(config.url);
  url.searchParams.set('search', `state:"${config.state}" AND status:"Ongoing"`);
  url.searchParams.set('limit', String(pageLimit));
  url.searchParams.set('skip', String(skip));
  return url.toString();
}

/**
 * Every page of the search, each within the timeout. Throws on a network error, a timeout, an unexpected status or
 * a page not in openFDA's format; openFDA's 404 NOT_FOUND means no recall matches.
 */
export async function fetchOpenFdaRecalls(
  config: FdaRecallsConfig,
  fetchImpl: FetchLike,
): Promise<RecallRecord[]> {
  const records: RecallRecord[] = [];
  for (let skip = 0; skip <= maxSkip; skip += pageLimit) {
    const response = await fetchImpl(openFdaPageUrl(config, skip), {
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.status === 404) break;
    if (!response.ok) throw new Error(`openFDA answered HTTP ${response.status}`);
    const body = (await response.json()) as { meta?: { results?: { total?: unknown } } };
    const page = parseOpenFdaRecalls(body);
    records.push(...page);
    const total = Number(body.meta?.results?.total ?? 0);
    if (page.length < pageLimit || skip + pageLimit >= total) break;
  }
  return records;
}
