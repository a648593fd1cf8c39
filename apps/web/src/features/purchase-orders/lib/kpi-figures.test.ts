import type { Budget } from '@homer/contracts/ba-budgets';
import { describe, expect, it } from 'vitest';
import { donutCells, kpiItems } from './kpi-figures.ts';

const budget = {
  allocatedAmt: '450.00',
  expenditures: '480.60',
  pOsRemainingBalance: '19.90',
  remainingPoPercent: '4.42',
  availableBudget: '-50.50',
} as Budget;

describe('KPI figures', () => {
  it('lists A to E in the spec’s words', () => {
    expect(kpiItems(budget)).toEqual([
      { label: 'Allocations (A)', value: '$450.00' },
      { label: 'Expenditures YTD (B)', value: '$480.60' },
      { label: 'Remaining PO(s) Balance (C)', value: '$19.90' },
      { label: 'Remaining PO(s) Percent (D)', value: '4.42%' },
      { label: 'Available Budget (E)', value: '-$50.50' },
    ]);
  });

  it('charts B, C and E, drawing an overspent E as 0 but labelling its real amount', () => {
    expect(donutCells(budget).map(({ name, value, amount }) => ({ name, value, amount }))).toEqual([
      { name: 'Expenditures YTD (B)', value: 480.6, amount: '$480.60' },
      { name: 'Remaining PO(s) Balance (C)', value: 19.9, amount: '$19.90' },
      { name: 'Available Budget (E)', value: 0, amount: '-$50.50' },
    ]);
  });
});
