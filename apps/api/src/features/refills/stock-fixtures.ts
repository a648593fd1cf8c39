import { eq } from 'drizzle-orm';
import { ndcProducts, prescriptions } from '../../db/schema/pharmacy.ts';
import { prescriptionInventorySites } from '../../db/schema/refills.ts';
import { withTx } from '../../db/tx.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import type { TestContext } from '../../test/test-context.ts';

type LotSpec = { lot: string; quantity: number; expiry: string | null };

/** A formulary product for `ndc` (created once) and lots of it received at a site; the lots' ids by number. */
export async function stockProduct(
  ctx: TestContext,
  inventorySiteId: number,
  ndc: string,
  lots: LotSpec[],
  packSize = 30,
): Promise<{ productId: number; lotIds: Record<string, number> }> {
  await ctx.db
    .insert(ndcProducts)
    .values({ ndc, productName: `Product ${ndc}`, dispensingUnit: 'tablet', packSize })
    .onConflictDoNothing();
  const [product] = await ctx.db
    .select({ id: ndcProducts.id })
    .from(ndcProducts)
    .where(eq(ndcProducts.ndc, ndc));
  if (!product) throw new Error(`no product ${ndc}`);
  const lotIds: Record<string, number> = {};
  const actor = { userId: null };
  for (const spec of lots)
    lotIds[spec.lot] = (
      await withTx(ctx.db, actor, (tx) =>
        receiveStock(
          tx,
          actor,
          {
            inventorySiteId,
            ndcProductId: product.id,
            lotNumber: spec.lot,
            expiryDate: spec.expiry,
            quantity: spec.quantity,
            sourceKind: 'supplier',
          },
          { backdateDays: 7 },
        ),
      )
    ).lotId;
  return { productId: product.id, lotIds };
}

/** A prescription of `patientId` for `ndc`, fillable at the sites given. */
export async function prescriptionFor(
  ctx: TestContext,
  row: {
    rxNumber: string;
    ndc: string;
    patientId: number;
    sites: number[];
    quantity?: number;
    daysSupply?: number;
  },
): Promise<void> {
  const [rx] = await ctx.db
    .insert(prescriptions)
    .values({
      rxNumber: row.rxNumber,
      drugName: `Drug ${row.ndc}`,
      ndc: row.ndc,
      refillsRemaining: 5,
      patientId: row.patientId,
      dispenseQuantity: row.quantity ?? 30,
      daysSupply: row.daysSupply ?? null,
    })
    .returning({ id: prescriptions.id });
  if (!rx) throw new Error('prescription insert returned nothing');
  await ctx.db
    .insert(prescriptionInventorySites)
    .values(row.sites.map((inventorySiteId) => ({ prescriptionId: rx.id, inventorySiteId })));
}
