import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { inventorySites } from './pharmacy.ts';
import { stockLots } from './stock.ts';
import { stockCountLines, stockCounts } from './stock-counts.ts';

const countRef = auditRef(
  'stock_counts',
  'Stock Count',
  stockCounts,
  stockCounts.id,
  sql`'Stock Count #' || ${stockCounts.id}`,
);
const siteRef = auditRef(
  'stock_count_sites',
  'Inventory Site',
  inventorySites,
  inventorySites.id,
  sql`${inventorySites.name}`,
);
const lotRef = auditRef('stock_count_lots', 'Lot', stockLots, stockLots.id, sql`${stockLots.lotNumber}`);
const user = (label: string) => ({ label, ref: userRef });

/** How the Global Audit List reads stock counts (migration 0053, decision 102). */
export const auditLabels = [
  auditTableLabels(
    stockCounts,
    {
      id: 'Stock Count #',
      inventorySiteId: { label: 'Inventory Site', ref: siteRef },
      ndcProductIds: 'Products',
      startedBy: user('Started By'),
      countedBy: user('Counted By'),
      verifiedBy: user('Verified By'),
      cancelledBy: user('Cancelled By'),
      documentId: 'Stock Document #',
    },
    countRef,
  ),
  auditTableLabels(
    stockCountLines,
    {
      id: 'Line #',
      countId: { label: 'Stock Count', ref: countRef },
      lotId: { label: 'Lot', ref: lotRef },
      expectedQuantity: 'Expected',
      snapshotMovementId: 'Snapshot Movement #',
      countedQuantity: 'Counted',
      countedMovementId: 'Counted at Movement #',
      countedBy: user('Counted By'),
      recountQuantity: 'Recount',
      recountMovementId: 'Recounted at Movement #',
      recountedBy: user('Recounted By'),
    },
    countRef,
  ),
];
