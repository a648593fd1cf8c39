import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { stockLots } from './stock.ts';

const lotRef = auditRef(
  'stock_lots',
  'Stock Lot',
  stockLots,
  stockLots.id,
  sql`'Lot ' || ${stockLots.lotNumber}`,
);

/** How the Global Audit List reads a lot's status and bin changes (migration 0055, decision 100). */
export const auditLabels = [
  auditTableLabels(stockLots, { status: 'Status', statusNote: 'Status Note', bin: 'Bin' }, lotRef),
];
