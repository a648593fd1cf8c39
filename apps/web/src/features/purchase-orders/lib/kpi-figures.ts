import type { Budget } from '@homer/contracts/ba-budgets';
import { formatMoney, formatPercent } from '../../../shared/lib/format-money.ts';

export type KpiItem = { label: string; value: string };
export type DonutCell = { name: string; value: number; color: string; amount: string };

const labels = {
  a: 'Allocations (A)',
  b: 'Expenditures YTD (B)',
  c: 'Remaining PO(s) Balance (C)',
  d: 'Remaining PO(s) Percent (D)',
  e: 'Available Budget (E)',
} as const;

/** The KPI list, in the spec's order and words. */
export function kpiItems(budget: Budget): KpiItem[] {
  return [
    { label: labels.a, value: formatMoney(budget.allocatedAmt) },
    { label: labels.b, value: formatMoney(budget.expenditures) },
    { label: labels.c, value: formatMoney(budget.pOsRemainingBalance) },
    { label: labels.d, value: formatPercent(budget.remainingPoPercent) },
    { label: labels.e, value: formatMoney(budget.availableBudget) },
  ];
}

/**
 * The doughnut's B, C and E (A = B + C + E sits in the centre). A ring cannot show a negative slice, so an
 * overspent figure draws as 0 while its label keeps the real amount. Number() is only for the drawing.
 */
export function donutCells(budget: Budget): DonutCell[] {
  const cell = (name: string, amount: string, color: string): DonutCell => ({
    name,
    value: Math.max(0, Number(amount)),
    color,
    amount: formatMoney(amount),
  });
  return [
    cell(labels.b, budget.expenditures, '#1971c2'),
    cell(labels.c, budget.pOsRemainingBalance, '#e8590c'),
    cell(labels.e, budget.availableBudget, '#2b8a3e'),
  ];
}

export const allocationLabel = labels.a;
