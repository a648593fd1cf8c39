import { describe, expect, it } from 'vitest';
import { stepBarEntries } from './step-bar-entries.ts';

describe('stepBarEntries', () => {
  it('lists the seven steps of §4.7 with passed, current and coming ones, and who reached each', () => {
    const entries = stepBarEntries(1, [
      { id: 1, fromStep: null, toStep: -1, at: '2026-11-25T10:00:00Z', byName: 'Theo Technician' },
      { id: 2, fromStep: -1, toStep: 0, at: '2026-11-25T10:05:00Z', byName: 'Theo Technician' },
      { id: 3, fromStep: 0, toStep: 1, at: '2026-11-25T10:09:00Z', byName: 'Priya Pharmacist' },
    ]);
    expect(entries.map((e) => e.name)).toEqual([
      'Not Submitted',
      'Product Prep',
      'Shipping Prep',
      'QC Check',
      'Pending Shipment',
      'Completed',
      'Delivered',
    ]);
    expect(entries.map((e) => e.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(entries[2]?.reached).toEqual({ byName: 'Priya Pharmacist', at: '2026-11-25T10:09:00Z' });
    expect(entries[3]?.reached).toBeNull();
  });
});
