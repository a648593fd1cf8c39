import { type RecallChoice, recallReportPaths } from '@homer/contracts/recall-report';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET the recalls that cover lots of ours, newest report first: the Recall Impact Report's choice. */
export const recallChoicesQuery = queryOptions({
  queryKey: ['reports', 'choices', 'recalls'],
  queryFn: ({ signal }) => apiGet<RecallChoice[]>(recallReportPaths.recalls, { signal }),
  staleTime: 60_000,
});
