import type { Envelope } from '@homer/contracts/envelope';
import { type RecallReportResponse, recallReportPaths } from '@homer/contracts/recall-report';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { filterQuery, pageQuery, type RecallFilters } from './reports-api.ts';

/*
 * Apart from reports-api.ts, which every report page shares: importing the recall contract there put its schemas in
 * the chunk of every report (the Help Desk Report went over its page-weight budget).
 */

const recallFilters = ({ recallId, search }: RecallFilters): RecallFilters => ({ recallId, search });

/** No period: the recall is the report's one filter, with a search of its movements. */
export const getRecallImpact = (
  params: ListPageParams<RecallFilters>,
  signal: AbortSignal,
): Promise<RecallReportResponse> =>
  apiGet(recallReportPaths.list, { query: pageQuery(params, recallFilters(params)), signal });

export const getRecallImpactExportLink = (
  params: ListPageParams<RecallFilters>,
): Promise<Envelope<string, null>> =>
  apiGet(recallReportPaths.exportLink, { query: filterQuery(recallFilters(params)) });
