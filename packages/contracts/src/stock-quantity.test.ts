import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryBand, formatUnitsAndPacks, unitsAndPacksParts, unitsOf } from './stock-quantity.ts';

describe('formatUnitsAndPacks', () => {
  const tablets = { dispensingUnit: 'tablet', packSize: 100 };
  it('splits into the units and the packs, which a narrow screen may put on two lines', () => {
    expect(unitsAndPacksParts(1250, tablets)).toEqual({
      units: '1,250 tablets',
      packs: '(12 packs of 100 + 50)',
    });
    expect(unitsAndPacksParts(0, tablets)).toEqual({ units: '0 tablets', packs: null });
    expect(unitsAndPacksParts(5, { dispensingUnit: 'mL', packSize: 1 })).toEqual({
      units: '5 mL',
      packs: null,
    });
  });

  it('shows units and packs together', () => {
    expect(formatUnitsAndPacks(1250, tablets)).toBe('1,250 tablets (12 packs of 100 + 50)');
    expect(formatUnitsAndPacks(100, tablets)).toBe('100 tablets (1 pack of 100)');
    expect(formatUnitsAndPacks(40, tablets)).toBe('40 tablets (40 loose)');
    expect(formatUnitsAndPacks(0, tablets)).toBe('0 tablets');
    expect(formatUnitsAndPacks(1, tablets)).toBe('1 tablet (1 loose)');
    expect(formatUnitsAndPacks(4, { dispensingUnit: 'each', packSize: 1 })).toBe('4 each');
    expect(formatUnitsAndPacks(-200, tablets)).toBe('-200 tablets (-2 packs of 100)');
  });
  it('writes boxes and pouches, not boxs', () => {
    expect(formatUnitsAndPacks(3, { dispensingUnit: 'box', packSize: 1 })).toBe('3 boxes');
    expect(formatUnitsAndPacks(2, { dispensingUnit: 'pouch', packSize: 1 })).toBe('2 pouches');
    expect(formatUnitsAndPacks(1, { dispensingUnit: 'box', packSize: 1 })).toBe('1 box');
  });

  it('shows units alone when a pack is one unit, and does not pluralise mL', () => {
    expect(formatUnitsAndPacks(3, { dispensingUnit: 'card', packSize: 1 })).toBe('3 cards');
    expect(formatUnitsAndPacks(60, { dispensingUnit: 'mL', packSize: 30 })).toBe('60 mL (2 packs of 30)');
  });
  it('packs and loose units convert back to the same units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (units, size) => {
          expect(unitsOf(Math.trunc(units / size), units % size, size)).toBe(units);
        },
      ),
    );
  });
});

describe('expiryBand', () => {
  const today = '2026-11-29';
  it('bands by days to expiry, the expiry date itself still usable', () => {
    expect(expiryBand('2026-11-28', today)).toBe('expired');
    expect(expiryBand('2026-11-29', today)).toBe('within30');
    expect(expiryBand('2026-12-29', today)).toBe('within30');
    expect(expiryBand('2026-12-30', today)).toBe('within60');
    expect(expiryBand('2027-02-27', today)).toBe('within90');
    expect(expiryBand('2027-02-28', today)).toBe('later');
    expect(expiryBand(null, today)).toBe('none');
  });
});
