import type { Budget } from '@homer/contracts/ba-budgets';
import { describe, expect, it } from 'vitest';
import { donutCells, kpiItems } from './budget-figures.ts';

const budget = {
  allocatedAmt: '450.00',
  expenditures: '480.60',
  pOsRemainingBalance: '19.90',
  remainingPoPercent: '4.42',
  availableBudget: '-50.50',
} as Budget;

const drawn = (b: Budget) => donutCells(b).map(({ name, value, amount }) => ({ name, value, amount }));

describe('KPI figures', () => {
  it('lists A to E in the spec’s words, money with its exact amount', () => {
    expect(kpiItems(budget)).toEqual([
      { label: 'Allocations (A)', value: '$450.00', amount: '450.00' },
      { label: 'Expenditures YTD (B)', value: '$480.60', amount: '480.60' },
      { label: 'Remaining PO(s) Balance (C)', value: '$19.90', amount: '19.90' },
      { label: 'Remaining PO(s) Percent (D)', value: '4.42%' },
      { label: 'Available Budget (E)', value: '-$50.50', amount: '-50.50' },
    ]);
  });

  it('charts B, C and E within the allocation', () => {
    const fits = {
      ...budget,
      expenditures: '100.00',
      pOsRemainingBalance: '300.00',
      availableBudget: '50.00',
    };
    expect(drawn(fits)).toEqual([
      { name: 'Expenditures YTD (B)', value: 100, amount: '100.00' },
      { name: 'Remaining PO(s) Balance (C)', value: 300, amount: '300.00' },
      { name: 'Available Budget (E)', value: 50, amount: '50.00' },
    ]);
  });

  it('draws an overrun as its own slice beyond the allocation, E as 0 with its real amount', () => {
    // The issue's budget: 250,000 allocated, 42,000 spent, 238,000 still on POs.
    const issue = {
      ...budget,
      allocatedAmt: '250000.00',
      expenditures: '42000.00',
      pOsRemainingBalance: '238000.00',
      availableBudget: '-30000.00',
    };
    expect(drawn(issue)).toEqual([
      { name: 'Expenditures YTD (B)', value: 42000, amount: '42000.00' },
      { name: 'Remaining PO(s) Balance (C)', value: 208000, amount: '238000.00' },
      { name: 'Available Budget (E)', value: 0, amount: '-30000.00' },
      { name: 'Over allocation', value: 30000, amount: '30000.00' },
    ]);
    // Spending alone past the allocation: B fills the ring up to A, C lies wholly beyond it.
    expect(drawn(budget).map((c) => c.value)).toEqual([450, 0, 0, 50.5]);
  });
});
