import { describe, expect, it } from 'vitest';
import { budPreview, completionPreview, unitsNeeded } from './repack-figures.ts';

const policy = { months: 12, quarterOfRemaining: false };

describe('repack job figures', () => {
  it('counts the units the planned cards hold', () => {
    expect(unitsNeeded(10, 30)).toBe(300);
    expect(unitsNeeded(0, 30)).toBe(0);
  });

  it('previews no date before a lot is chosen, and names a lot without an expiry', () => {
    expect(budPreview('2026-01-15', [], policy)).toEqual({ kind: 'none' });
    expect(
      budPreview(
        '2026-01-15',
        [
          { lotNumber: 'A', expiryDate: '2027-01-01' },
          { lotNumber: 'B', expiryDate: null },
        ],
        policy,
      ),
    ).toEqual({ kind: 'noExpiry', lotNumber: 'B' });
  });

  it('previews the earliest of the rules from the chosen lots', () => {
    const far = budPreview('2026-01-15', [{ lotNumber: 'A', expiryDate: '2029-01-01' }], policy);
    expect(far).toMatchObject({
      kind: 'date',
      bud: { date: '2027-01-15', rule: 'policy_months' },
      passed: false,
    });
    const near = budPreview(
      '2026-01-15',
      [
        { lotNumber: 'A', expiryDate: '2029-01-01' },
        { lotNumber: 'B', expiryDate: '2026-06-30' },
      ],
      policy,
    );
    expect(near).toMatchObject({ kind: 'date', bud: { date: '2026-06-30', rule: 'source_expiry' } });
  });

  it('says when the date would already have passed, or falls today', () => {
    for (const expiryDate of ['2026-01-14', '2026-01-15'])
      expect(budPreview('2026-01-15', [{ lotNumber: 'A', expiryDate }], policy)).toMatchObject({
        passed: true,
      });
    expect(budPreview('2026-01-15', [{ lotNumber: 'A', expiryDate: '2026-01-16' }], policy)).toMatchObject({
      passed: false,
    });
  });

  it('previews a completion: units used, what goes back, and the yield', () => {
    expect(completionPreview(320, 30, { actualCards: 10, wasteUnits: 5, sampleUnits: 5 })).toEqual({
      cardUnits: 300,
      used: 310,
      returned: 10,
      yieldPercent: 96.8,
    });
    expect(completionPreview(100, 30, { actualCards: 4, wasteUnits: 0, sampleUnits: 0 }).returned).toBe(-20);
  });

  it('treats blank or odd figures as none while they are typed', () => {
    expect(completionPreview(100, 10, { actualCards: Number.NaN, wasteUnits: -3, sampleUnits: 2.5 })).toEqual(
      {
        cardUnits: 0,
        used: 2,
        returned: 98,
        yieldPercent: 0,
      },
    );
    expect(
      completionPreview(100, 10, { actualCards: 0, wasteUnits: 0, sampleUnits: 0 }).yieldPercent,
    ).toBeNull();
  });
});
