import type { MfPrescription } from '@homer/contracts/metabolic-formula';

/** One product of a new order: the quantity as typed ('' while empty). */
export type OrderLineValues = { productId: number; quantity: number | '' };

/** The prescriptions valid today, one per product (the first listed), as a new order offers them. */
export function currentPrescriptions(prescriptions: readonly MfPrescription[]): MfPrescription[] {
  const seen = new Set<number>();
  return prescriptions.filter((p) => {
    if (!p.current || seen.has(p.productId)) return false;
    seen.add(p.productId);
    return true;
  });
}

/** A line per current prescription, each its quantity a month times the months. */
export function orderLines(prescriptions: readonly MfPrescription[], months: number): OrderLineValues[] {
  return currentPrescriptions(prescriptions).map((p) => ({
    productId: p.productId,
    quantity: p.unitsPerMonth * months,
  }));
}

/** The same lines for another number of months: each quantity starts again from its prescription. */
export function linesForMonths(
  lines: readonly OrderLineValues[],
  prescriptions: readonly MfPrescription[],
  months: number,
): OrderLineValues[] {
  const current = currentPrescriptions(prescriptions);
  return lines.map((line) => {
    const prescription = current.find((p) => p.productId === line.productId);
    return prescription ? { ...line, quantity: prescription.unitsPerMonth * months } : line;
  });
}
