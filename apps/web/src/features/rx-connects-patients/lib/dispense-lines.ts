import {
  rxPatientMessages as m,
  type RxAvailableProduct,
  rxDispenseSchema,
  rxLimits,
} from '@homer/contracts/rx-connects-patients';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { usDate } from '../../../shared/lib/us-date.ts';

/** One product to dispense: 0 while none is chosen, the quantity as typed ('' while empty). */
export type DispenseLineValues = { productId: number; quantity: number | '' };
export type DispenseValues = { applicationId: number; lines: DispenseLineValues[]; note: string };

export const emptyDispenseLine = (): DispenseLineValues => ({ productId: 0, quantity: '' });

/** A new dispensing: one line, its product chosen already when the repository holds only one. */
export function dispenseValues(
  applicationId: number,
  available: readonly RxAvailableProduct[],
): DispenseValues {
  const only = available.length === 1 ? available[0] : undefined;
  return { applicationId, lines: [{ productId: only?.productId ?? 0, quantity: '' }], note: '' };
}

const resolve = zod4Resolver(rxDispenseSchema, { errorPriority: 'first' });

/**
 * The contract's messages by field, and, for a line asking for more than the repository holds, the message the
 * server would answer (`dispenseShort`) on its quantity: nothing is sent that the stock on the page cannot cover.
 */
export function dispenseErrors(values: DispenseValues, available: readonly RxAvailableProduct[]): FormErrors {
  const errors: FormErrors = { ...resolve(values) };
  values.lines.forEach((line, index) => {
    const key = `lines.${index}.quantity`;
    const stock = available.find((p) => p.productId === line.productId);
    if (errors[key] || !stock || typeof line.quantity !== 'number') return;
    if (line.quantity > stock.available) errors[key] = m.dispenseShort(stock.productName, stock.available);
  });
  return errors;
}

/** Whether another line may be added: below the contract's limit and a product left to choose. */
export function mayAddDispenseLine(lines: readonly DispenseLineValues[], available: readonly unknown[]) {
  return lines.length < Math.min(rxLimits.lines, available.length);
}

/** A product as its choice reads: name, NDC, what is available and the expiry dispensed first. */
export function availableLabel(product: RxAvailableProduct): string {
  const expiry = product.firstExpiry ? `, first expiry ${usDate(product.firstExpiry)}` : '';
  return `${product.productName} (${product.ndc}) · ${formatUnitsAndPacks(product.available, product)} available${expiry}`;
}

/** A line's choices: the available products no other line has taken. */
export function dispenseChoices(
  available: readonly RxAvailableProduct[],
  lines: readonly DispenseLineValues[],
  index: number,
) {
  const taken = new Set(lines.filter((_, i) => i !== index).map((line) => line.productId));
  return available
    .filter((product) => !taken.has(product.productId))
    .map((product) => ({ value: String(product.productId), label: availableLabel(product) }));
}
