import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { ndcRef } from './pharmacy.audit-labels.ts';
import { repackJobSources, repackJobs, repackLabelRuns } from './repack.ts';
import { stockLots } from './stock.ts';

const jobRef = auditRef(
  'repack_jobs',
  'Repack Job',
  repackJobs,
  repackJobs.id,
  sql`'Repack Job #' || ${repackJobs.id}`,
);
const lotRef = auditRef('repack_job_lots', 'Lot', stockLots, stockLots.id, sql`${stockLots.lotNumber}`);
const user = (label: string) => ({ label, ref: userRef });

/** How the Global Audit List reads repack jobs, their source lots and label prints (migration 0057, decision 106). */
export const auditLabels = [
  auditTableLabels(
    repackJobs,
    {
      id: 'Repack Job #',
      inventorySiteId: 'Inventory Site',
      outputProductId: { label: 'Product', ref: ndcRef },
      sourceProductId: { label: 'Source Product', ref: ndcRef },
      ciOrderId: 'CI Order',
      countPerCard: 'Count Per Card',
      plannedCards: 'Planned Cards',
      containerClass: 'Container Class',
      lineClearance: 'Line Clearance',
      ciWorkstationId: 'Workstation',
      lotId: { label: 'Lot', ref: lotRef },
      beyondUseDate: 'Beyond-Use Date',
      budRule: 'Beyond-Use Rule',
      actualCards: 'Cards Made',
      wasteUnits: 'Waste',
      sampleUnits: 'Samples',
      documentId: 'Stock Document #',
      destructionDocumentId: 'Destruction Document #',
      createdBy: user('Created By'),
      startedBy: user('Technician'),
      verifiedBy: user('Verified By'),
      signatureMethod: 'Signature Method',
      signatureMeaning: 'Signature Meaning',
      rejectionReason: 'Rejection Reason',
      cancelledBy: user('Cancelled By'),
    },
    jobRef,
  ),
  auditTableLabels(
    repackJobSources,
    {
      jobId: { label: 'Repack Job', ref: jobRef },
      lotId: { label: 'Source Lot', ref: lotRef },
      used: 'Used',
    },
    jobRef,
  ),
  auditTableLabels(
    repackLabelRuns,
    {
      id: 'Label Run #',
      jobId: { label: 'Repack Job', ref: jobRef },
      labelCount: 'Labels',
      isReprint: 'Reprint',
      printedBy: user('Printed By'),
    },
    jobRef,
  ),
];
