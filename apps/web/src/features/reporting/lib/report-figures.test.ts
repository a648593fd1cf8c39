import { describe, expect, it } from 'vitest';
import {
  countOf,
  countScopeLabel,
  ledgerFlows,
  moneyAmount,
  monthsOfStockText,
  percentText,
  repackUse,
  signedUnits,
} from './report-figures.ts';

const totals = {
  opening: 50,
  received: 20,
  transfersIn: 5,
  shipped: 8,
  transfersOut: 4,
  repacked: -2,
  adjusted: -3,
  reversed: 1,
  closing: 59,
};

describe('ledgerFlows', () => {
  it('signs each movement type as it moves stock, labelled as the contract labels it', () => {
    expect(ledgerFlows(totals)).toEqual([
      { label: 'Received', value: 20 },
      { label: 'Transfers In', value: 5 },
      { label: 'Shipped', value: -8 },
      { label: 'Transfers Out', value: -4 },
      { label: 'Repack (net)', value: -2 },
      { label: 'Adjustments and Counts (net)', value: -3 },
      { label: 'Reversals (net)', value: 1 },
    ]);
  });
  it('adds up from opening to closing', () => {
    const moved = ledgerFlows(totals).reduce((sum, bar) => sum + bar.value, 0);
    expect(totals.opening + moved).toBe(totals.closing);
  });
  it('reads nothing out as 0, not -0', () => {
    expect(signedUnits(ledgerFlows({ ...totals, shipped: 0 })[2]?.value ?? 1)).toBe('0');
  });
  it('counts out-only types as out whichever sign they come with', () => {
    expect(ledgerFlows({ ...totals, shipped: -8 })[2]).toEqual({ label: 'Shipped', value: -8 });
  });
});

describe('formatting', () => {
  it('signs units', () => {
    expect(signedUnits(1200)).toBe('+1,200');
    expect(signedUnits(-3)).toBe('-3');
    expect(signedUnits(0)).toBe('0');
  });
  it('writes dollars as the money text reads them', () => {
    expect(moneyAmount(1234.5)).toBe('1234.50');
    expect(moneyAmount(0)).toBe('0.00');
  });
  it('writes months of stock to one decimal, none as a dash', () => {
    expect(monthsOfStockText(2.345)).toBe('2.3');
    expect(monthsOfStockText(12)).toBe('12.0');
    expect(monthsOfStockText(null)).toBe('—');
  });
  it('writes a percent to one decimal with its sign, none as a dash', () => {
    expect(percentText(98)).toBe('98.0%');
    expect(percentText(97.5)).toBe('97.5%');
    expect(percentText(100)).toBe('100.0%');
    expect(percentText(null)).toBe('—');
  });
  it('names a count’s scope in words, an unknown one as given', () => {
    expect(countScopeLabel('all')).toBe('Every lot');
    expect(countScopeLabel('products')).toBe('Chosen products');
    expect(countScopeLabel('shelf')).toBe('shelf');
  });
  it('counts with the plural', () => {
    expect(countOf(1, 'lot')).toBe('1 lot');
    expect(countOf(1200, 'lot')).toBe('1,200 lots');
    expect(countOf(2, 'repository', 'repositories')).toBe('2 repositories');
    expect(countOf(1, 'repository', 'repositories')).toBe('1 repository');
  });
});

describe('repackUse', () => {
  it('splits the units taken into cards, waste and samples', () => {
    const totals = { jobs: 1, cards: 10, unitsTaken: 306, wasteUnits: 4, sampleUnits: 2, yieldPercent: 98 };
    expect(repackUse(totals)).toEqual([
      { label: 'Cards', value: 300 },
      { label: 'Waste', value: 4 },
      { label: 'Samples', value: 2 },
    ]);
  });
});
