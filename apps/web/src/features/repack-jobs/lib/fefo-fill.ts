import type { RepackSourceLot } from '@homer/contracts/repack-jobs';

export type SourceQuantity = { lotId: number; quantity: number };

/**
 * First expiry, first out: the units `needed` taken from the lots whose expiry comes soonest, each lot at most
 * what it has free. Lots without an expiry date are passed over (no beyond-use date can be set from them), and
 * lots that expire on the same day keep the order they came in. Short of stock, every dated lot is taken whole.
 */
export function fefoFill(lots: readonly RepackSourceLot[], needed: number): SourceQuantity[] {
  const dated = lots
    .filter(
      (lot): lot is RepackSourceLot & { expiryDate: string } => lot.expiryDate !== null && lot.available > 0,
    )
    .sort((a, b) => (a.expiryDate < b.expiryDate ? -1 : a.expiryDate > b.expiryDate ? 1 : 0));
  const chosen: SourceQuantity[] = [];
  let left = needed;
  for (const lot of dated) {
    if (left <= 0) break;
    const quantity = Math.min(lot.available, left);
    chosen.push({ lotId: lot.lotId, quantity });
    left -= quantity;
  }
  return chosen;
}
