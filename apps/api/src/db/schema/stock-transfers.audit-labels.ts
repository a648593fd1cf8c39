import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { inventorySites } from './pharmacy.ts';
import { stockLots, stockReasons } from './stock.ts';
import { stockTransferLines, stockTransfers } from './stock-transfers.ts';

const reasonRef = auditRef(
  'stock_reasons',
  'Stock Reason',
  stockReasons,
  stockReasons.code,
  sql`${stockReasons.label}`,
);
const transferRef = auditRef(
  'stock_transfers',
  'Stock Transfer',
  stockTransfers,
  stockTransfers.id,
  sql`'Transfer #' || ${stockTransfers.id}`,
);
const stockSiteRef = auditRef(
  'inventory_sites',
  'Inventory Site',
  inventorySites,
  inventorySites.id,
  sql`${inventorySites.name}`,
);
const lotRef = auditRef(
  'stock_lots',
  'Stock Lot',
  stockLots,
  stockLots.id,
  sql`'Lot ' || ${stockLots.lotNumber}`,
);

/** How the Global Audit List reads stock reasons and transfers (migration 0052, decision 101). */
export const auditLabels = [
  auditTableLabels(
    stockReasons,
    { code: 'Code', label: 'Label', direction: 'Direction', isActive: 'Active' },
    reasonRef,
  ),
  auditTableLabels(
    stockTransfers,
    {
      id: 'ID',
      fromSiteId: { label: 'From Site', ref: stockSiteRef },
      toSiteId: { label: 'To Site', ref: stockSiteRef },
      status: 'Status',
      note: 'Note',
      createdBy: { label: 'Created By', ref: userRef },
      dispatchedBy: { label: 'Dispatched By', ref: userRef },
      dispatchedAt: 'Dispatched',
      receivedBy: { label: 'Received By', ref: userRef },
      receivedAt: 'Received',
      cancelledBy: { label: 'Cancelled By', ref: userRef },
      cancelledAt: 'Cancelled',
      dispatchDocumentId: 'Dispatch Document',
      receiptDocumentId: 'Receipt Document',
      returnDocumentId: 'Return Document',
    },
    transferRef,
  ),
  auditTableLabels(
    stockTransferLines,
    {
      id: 'Line ID',
      transferId: { label: 'Transfer', ref: transferRef },
      sourceLotId: { label: 'Source Lot', ref: lotRef },
      quantity: 'Quantity',
      receivedQuantity: 'Received Quantity',
      rejectedQuantity: 'Rejected Quantity',
      destinationLotId: { label: 'Destination Lot', ref: lotRef },
    },
    transferRef,
  ),
];
