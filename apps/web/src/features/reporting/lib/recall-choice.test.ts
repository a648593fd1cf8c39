import type { RecallSummary } from '@homer/contracts/recall-report';
import { describe, expect, it } from 'vitest';
import { recallFiltersFrom, recallLabel } from './recall-choice.ts';

const recall: RecallSummary = {
  recallId: 7,
  recallNumber: 'D-0123-2026',
  classification: 'Class II',
  status: 'Ongoing',
  productDescription: 'Naloxone HCl Injection 0.4 mg/mL',
  reportDate: '2026-04-10',
};

describe('recallLabel', () => {
  it('names the recall by number, class and product', () => {
    expect(recallLabel(recall)).toBe('D-0123-2026 · Class II · Naloxone HCl Injection 0.4 mg/mL');
  });
  it('cuts a long product to 60 characters and leaves out a missing class', () => {
    const long = `${'Naloxone HCl Injection, 10 x 1 mL vials per carton, '.repeat(3)}NDC 0409-1782-69`;
    const label = recallLabel({ ...recall, classification: '', productDescription: long });
    expect(label).toBe(`D-0123-2026 · ${long.slice(0, 57).trimEnd()}...`);
    expect(label.split(' · ')[1]).toHaveLength(60);
  });
});

describe('recallFiltersFrom', () => {
  it('takes the linked recall and search', () => {
    expect(recallFiltersFrom(new URLSearchParams('recallId=42&search=%20Leon%20'), 7)).toEqual({
      recallId: '42',
      search: 'Leon',
    });
  });
  it('falls back to the newest recall on a missing or malformed link, and to none without any', () => {
    expect(recallFiltersFrom(new URLSearchParams('recallId=0x1'), 7)).toEqual({ recallId: '7', search: '' });
    expect(recallFiltersFrom(new URLSearchParams(''), undefined)).toEqual({ recallId: '', search: '' });
  });
});
