import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  repackJobPaths as paths,
  type RepackJob,
  type RepackJobComplete,
  type RepackJobOptions,
  type RepackJobReject,
  type RepackJobRelease,
  type RepackJobRow,
  type RepackJobSave,
  type RepackJobStart,
  type RepackJobStatus,
  type RepackLabelPrint,
  type RepackSourceLot,
  repackJobMessages,
} from '@homer/contracts/repack-jobs';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** The job log's filters; '' = no filter. */
export type RepackJobFilters = {
  status: '' | RepackJobStatus;
  siteId: string;
  productId: string;
  technicianId: string;
  from: string;
  to: string;
};

const filterQuery = ({ status, siteId, productId, technicianId, from, to }: RepackJobFilters) => ({
  status: status || undefined,
  siteId: siteId || undefined,
  productId: productId || undefined,
  technicianId: technicianId || undefined,
  from: from || undefined,
  to: to || undefined,
});

export const repackJobListKey = ['repack-jobs', 'list'] as const;
export const repackJobKey = (id: number) => ['repack-jobs', 'one', id] as const;

/** GET …/GetList: newest first (or oldest, by the Created column), with the log's filters. */
export function getRepackJobList(
  { status, siteId, productId, technicianId, from, to, ...paging }: ListPageParams<RepackJobFilters>,
  signal: AbortSignal,
): Promise<Paged<RepackJobRow>> {
  return apiGet(paths.list, {
    query: { ...paging, ...filterQuery({ status, siteId, productId, technicianId, from, to }) },
    signal,
  });
}

/** GET …/GetExportLink: the log as Excel, with the filters shown. */
export function getRepackJobExportLink(filters: RepackJobFilters): Promise<Envelope<string, null>> {
  return apiGet(paths.exportLink, { query: filterQuery(filters) });
}

/** GET …/GetJob. A missing job is told on the page (404), not by a toast. */
export function repackJobQuery(id: number) {
  return queryOptions({
    queryKey: repackJobKey(id),
    queryFn: async ({ signal }): Promise<RepackJob> => {
      const envelope = await apiGet<Envelope<RepackJob, null>>(paths.job, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? repackJobMessages.notFound);
      return envelope.value;
    },
    retry: false,
  });
}

export const repackJobOptionsQuery = queryOptions({
  queryKey: ['repack-jobs', 'options'],
  queryFn: ({ signal }): Promise<RepackJobOptions> => apiGet(paths.options, { signal }),
  staleTime: 60_000,
});

/** The lots a job of this product may take at the site, first expiry first. */
export const repackSourceLotsQuery = (siteId: number, outputProductId: number) =>
  queryOptions({
    queryKey: ['repack-jobs', 'source-lots', siteId, outputProductId],
    queryFn: ({ signal }): Promise<RepackSourceLot[]> =>
      apiGet(paths.sourceLots, { query: { siteId, outputProductId }, signal }),
    enabled: siteId > 0 && outputProductId > 0,
  });

type JobChange = Promise<Envelope<null, RepackJob>>;
// Refusals (400), a job gone meanwhile (404), and signing paused after wrong passwords (429) are told beside the step.
const told = [400, 404, 429] as const;
const command = (path: string, body: object): JobChange => apiPost(path, { body, skipErrorHandling: told });

export const saveRepackJob = (body: RepackJobSave) => command(paths.save, body);
export const startRepackJob = (body: RepackJobStart) => command(paths.start, body);
export const completeRepackJob = (body: RepackJobComplete) => command(paths.complete, body);
export const releaseRepackJob = (body: RepackJobRelease) => command(paths.release, body);
export const rejectRepackJob = (body: RepackJobReject) => command(paths.reject, body);
export const cancelRepackJob = (jobId: number) => command(paths.cancel, { jobId });

/** POST …/PrintLabels: records the run and answers its labels as PDF bytes. */
export const printRepackLabels = (body: RepackLabelPrint): Promise<Blob> =>
  apiPost(paths.printLabels, { body, asBlob: true, skipErrorHandling: told });
