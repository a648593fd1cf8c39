import { herosRoundSaveSchema } from '@homer/contracts/heros';
import { describe, expect, it } from 'vitest';
import { blankOption, roundBody, roundValues } from './round-form.ts';

const detail = {
  id: 7,
  name: 'Round 2',
  isOpen: false,
  isTakingApplications: false,
  opensAt: '2026-12-01T14:00:00.000Z',
  closesAt: null,
  orderOptions: [
    {
      id: 3,
      optionName: 'Naloxone nasal spray',
      dosage: '4 mg',
      sortOrder: 5,
      isActive: true,
      maxDosesPerApplication: 500,
      inUse: true,
    },
  ],
  counts: { submitted: 0, changesRequested: 0, approved: 0, denied: 0, total: 0 },
  otherOpenRound: null,
  canEdit: true,
};

describe('round form', () => {
  it('round-trips a saved round: dates through the local input, options in shown order', () => {
    const body = roundBody(roundValues(detail));
    expect(body).toEqual({
      id: 7,
      name: 'Round 2',
      opensAt: '2026-12-01T14:00:00.000Z',
      closesAt: null,
      orderOptions: [
        {
          id: 3,
          optionName: 'Naloxone nasal spray',
          dosage: '4 mg',
          sortOrder: 0,
          isActive: true,
          maxDosesPerApplication: 500,
        },
      ],
    });
    expect(herosRoundSaveSchema.safeParse(body).success).toBe(true);
  });

  it('sends an empty limit as none and numbers a moved row by its new place', () => {
    const values = roundValues(detail);
    const added = { ...blankOption(), optionName: 'Injectable naloxone', dosage: '0.4 mg/mL' };
    const body = roundBody({ ...values, orderOptions: [added, ...values.orderOptions] });
    expect(body.orderOptions.map((o) => [o.id, o.sortOrder, o.maxDosesPerApplication])).toEqual([
      [0, 0, null],
      [3, 1, 500],
    ]);
  });

  it('lets the contract refuse a date the browser could not read', () => {
    const body = roundBody({ ...roundValues(detail), closesAt: 'not a date' });
    expect(body.closesAt).toBe('not a date');
    expect(herosRoundSaveSchema.safeParse(body).success).toBe(false);
  });
});
