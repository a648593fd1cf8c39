import { expiringWithinChoices, lotStatusChoices, type StockRow, stockAccess } from '@homer/contracts/stock';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { exportBatchSize } from '../../platform/exports/keyset-batches.ts';
import { listStock } from './list-queries.ts';

/** The list's filters as they travel inside the signed download token. */
const filters = z.object({
  siteId: z.number().int().min(0),
  search: z.string().max(200).optional(),
  status: z.enum(lotStatusChoices).or(z.literal('')).optional(),
  expiring: z.enum(expiringWithinChoices).or(z.literal('')).optional(),
});
export type StockExportFilters = z.infer<typeof filters>;

/** The list's own keyset pages, one after another, uncounted. */
async function* stockBatches(db: Db, f: StockExportFilters): AsyncGenerator<readonly StockRow[]> {
  let after: string | undefined;
  for (;;) {
    const page = await listStock(
      db,
      { ...f, page: 1, pageSize: exportBatchSize, ...(after ? { after } : {}) },
      { counted: false },
    );
    if (page.data.length > 0) yield page.data;
    if (!page.nextCursor) return;
    after = page.nextCursor;
  }
}

const dateCell = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

export const stockExport = defineExport({
  kind: 'stock',
  fileName: 'Stock',
  access: stockAccess.read,
  filters,
  rows: stockBatches,
  columns: [
    { header: 'NDC', value: (r: StockRow) => r.ndc, width: 14 },
    { header: 'Product', value: (r: StockRow) => r.productName, width: 36 },
    { header: 'Inventory Site', value: (r: StockRow) => r.siteName, width: 30 },
    { header: 'Dispensing Unit', value: (r: StockRow) => r.dispensingUnit, width: 14 },
    { header: 'Pack Size', value: (r: StockRow) => r.packSize, width: 10 },
    { header: 'On Hand (units)', value: (r: StockRow) => r.onHand, width: 14 },
    { header: 'Available (units)', value: (r: StockRow) => r.available, width: 14 },
    { header: 'Lots', value: (r: StockRow) => r.lotCount, width: 8 },
    {
      header: 'Earliest Expiry',
      value: (r: StockRow) => dateCell(r.earliestExpiry),
      numFmt: 'mm/dd/yyyy',
      width: 14,
    },
  ],
});
