import type { Budget } from '@homer/contracts/ba-budgets';
import { formatMoney, formatPercent, isNegativeMoney } from '../../lib/format-money.ts';

/** One KPI line; `amount` is set for money, which the page shows with its sign and colour (MoneyText). */
export type KpiItem = { label: string; value: string; amount?: string };
/** A slice: `value` is what is drawn, `amount` the exact figure its caption line shows. */
export type DonutCell = { name: string; value: number; color: string; amount: string };

const labels = {
  a: 'Allocations (A)',
  b: 'Expenditures YTD (B)',
  c: 'Remaining PO(s) Balance (C)',
  d: 'Remaining PO(s) Percent (D)',
  e: 'Available Budget (E)',
} as const;
export const overAllocationLabel = 'Over allocation';
/** The theme's error colour (red 9): the overrun's slice. */
export const overrunColour = '#c92a2a';

const money = (label: string, amount: string): KpiItem => ({ label, value: formatMoney(amount), amount });

/** The KPI list, in the spec's order and words. */
export function kpiItems(budget: Budget): KpiItem[] {
  return [
    money(labels.a, budget.allocatedAmt),
    money(labels.b, budget.expenditures),
    money(labels.c, budget.pOsRemainingBalance),
    { label: labels.d, value: formatPercent(budget.remainingPoPercent) },
    money(labels.e, budget.availableBudget),
  ];
}

/**
 * The doughnut's B, C and E (A = B + C + E sits in the centre). Number() is only for the drawing. When B + C
 * exceed A (E below zero) the ring is the whole commitment: B and C fill the allocation and the overrun (−E) is
 * drawn as its own slice in the error colour, so a full ring no longer hides it (issue 10); E draws as 0 while
 * its label keeps the real amount.
 */
export function donutCells(budget: Budget): DonutCell[] {
  const draw = (amount: string) => Math.max(0, Number(amount));
  const cell = (name: string, amount: string, color: string, value = draw(amount)): DonutCell => ({
    name,
    value,
    color,
    amount,
  });
  const [b, c, e] = [draw(budget.expenditures), draw(budget.pOsRemainingBalance), budget.availableBudget];
  if (!isNegativeMoney(e)) {
    return [
      cell(labels.b, budget.expenditures, '#1971c2'),
      cell(labels.c, budget.pOsRemainingBalance, '#e8590c'),
      cell(labels.e, e, '#2b8a3e'),
    ];
  }
  const allocation = draw(budget.allocatedAmt);
  const bWithin = Math.min(b, allocation);
  const cWithin = Math.max(0, Math.min(c, allocation - bWithin));
  return [
    cell(labels.b, budget.expenditures, '#1971c2', bWithin),
    cell(labels.c, budget.pOsRemainingBalance, '#e8590c', cWithin),
    cell(labels.e, e, '#2b8a3e', 0),
    cell(overAllocationLabel, e.replace(/^-/, ''), overrunColour),
  ];
}

export const allocationLabel = labels.a;
