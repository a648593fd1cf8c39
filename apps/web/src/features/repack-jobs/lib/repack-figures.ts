import {
  type BeyondUseDate,
  type BudPolicy,
  beyondUseDate,
  repackYieldPercent,
} from '@homer/contracts/repack-jobs';

/** The units the planned cards hold. */
export const unitsNeeded = (plannedCards: number, countPerCard: number) =>
  Math.max(0, plannedCards) * countPerCard;

export type BudPreview =
  | { kind: 'none' }
  | { kind: 'noExpiry'; lotNumber: string }
  | { kind: 'date'; bud: BeyondUseDate; passed: boolean };

/**
 * The beyond-use date the job would get if it started `today` with these lots: nothing before a lot is chosen,
 * the first lot without an expiry date (the server refuses it), else the date, its rule, and whether it has passed
 * (a date of today counts as passed: the server refuses to start such a job).
 */
export function budPreview(
  today: string,
  lots: readonly { lotNumber: string; expiryDate: string | null }[],
  policy: BudPolicy,
): BudPreview {
  if (lots.length === 0) return { kind: 'none' };
  const undated = lots.find((lot) => lot.expiryDate === null);
  if (undated) return { kind: 'noExpiry', lotNumber: undated.lotNumber };
  const bud = beyondUseDate(
    today,
    lots.map((lot) => lot.expiryDate ?? today),
    policy,
  );
  return { kind: 'date', bud, passed: bud.date <= today };
}

export type CompletionPreview = {
  /** Units in the cards made. */
  cardUnits: number;
  /** Cards, waste and samples together. */
  used: number;
  /** What goes back to the source lots; negative when more is entered than was set aside. */
  returned: number;
  yieldPercent: number | null;
};

/** What completing the job with these figures does to the units it set aside. */
export function completionPreview(
  setAside: number,
  countPerCard: number,
  figures: { actualCards: number; wasteUnits: number; sampleUnits: number },
): CompletionPreview {
  const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  const cardUnits = whole(figures.actualCards) * countPerCard;
  const waste = whole(figures.wasteUnits);
  const samples = whole(figures.sampleUnits);
  const used = cardUnits + waste + samples;
  return {
    cardUnits,
    used,
    returned: setAside - used,
    yieldPercent: repackYieldPercent(cardUnits, waste, samples),
  };
}
