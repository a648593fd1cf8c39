import {
  type RepackJobRow,
  repackJobAccess,
  repackJobExportQuerySchema,
  repackJobStatusLabels,
} from '@homer/contracts/repack-jobs';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import type { FacilityScope } from '../../platform/auth/facility-scope.ts';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { exportBatchSize } from '../../platform/exports/keyset-batches.ts';
import { listRepackJobs } from './list-jobs.ts';

/** The log's filters, and the caller's facilities when the link was made (null: every facility). */
const filters = repackJobExportQuerySchema.extend({ facilityIds: z.array(z.number().int()).nullable() });
type RepackJobExportFilters = z.infer<typeof filters>;

/** The log's own keyset pages, one after another, uncounted. */
async function* jobBatches(
  db: Db,
  { facilityIds, ...f }: RepackJobExportFilters,
): AsyncGenerator<readonly RepackJobRow[]> {
  const scope: FacilityScope = facilityIds === null ? { all: true } : { all: false, facilityIds };
  let after: string | undefined;
  for (;;) {
    const page = await listRepackJobs(db, scope, {
      ...f,
      page: 1,
      pageSize: exportBatchSize,
      ...(after ? { after } : {}),
    });
    if (page.data.length > 0) yield page.data;
    if (!page.nextCursor) return;
    after = page.nextCursor;
  }
}

const day = (iso: string | null) => (iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null);

/** The repack job log (issue 30): jobs by period, product and technician, with yield, waste and beyond-use dates. */
export const repackJobsExport = defineExport({
  kind: 'repack-jobs',
  fileName: 'Repack Job Log',
  access: repackJobAccess.reader,
  filters,
  rows: jobBatches,
  columns: [
    { header: 'Job #', value: (r: RepackJobRow) => r.id, width: 8 },
    { header: 'Created', value: (r: RepackJobRow) => day(r.createdAt), numFmt: 'mm/dd/yyyy', width: 12 },
    { header: 'Status', value: (r: RepackJobRow) => repackJobStatusLabels[r.status], width: 20 },
    { header: 'Inventory Site', value: (r: RepackJobRow) => r.siteName, width: 30 },
    { header: 'NDC', value: (r: RepackJobRow) => r.ndc, width: 14 },
    { header: 'Product', value: (r: RepackJobRow) => r.productName, width: 36 },
    { header: 'Count Per Card', value: (r: RepackJobRow) => r.countPerCard, width: 10 },
    { header: 'Planned Cards', value: (r: RepackJobRow) => r.plannedCards, width: 10 },
    { header: 'Cards Made', value: (r: RepackJobRow) => r.actualCards, width: 10 },
    { header: 'Waste (units)', value: (r: RepackJobRow) => r.wasteUnits, width: 10 },
    { header: 'Samples (units)', value: (r: RepackJobRow) => r.sampleUnits, width: 10 },
    { header: 'Yield %', value: (r: RepackJobRow) => r.yieldPercent, width: 9 },
    { header: 'Lot', value: (r: RepackJobRow) => r.lotNumber, width: 12 },
    {
      header: 'Beyond-Use Date',
      value: (r: RepackJobRow) => day(r.beyondUseDate),
      numFmt: 'mm/dd/yyyy',
      width: 14,
    },
    { header: 'Technician', value: (r: RepackJobRow) => r.technicianName, width: 24 },
  ],
});
