import { fdaRecallMessages as m } from '@homer/contracts/fda-recalls';
import { describe, expect, it } from 'vitest';
import { parseOpenFdaRecalls, parseOpenFdaText, RecallFormatError } from './openfda-format.ts';
import { snapshotRecalls } from './run-recall-import.ts';

const report = (over: Record<string, unknown> = {}) => ({
  recall_number: 'D-0001-2026',
  status: 'Ongoing',
  state: 'fl',
  classification: 'Class II',
  product_description: 'Something 5 mg',
  code_info: 'Lot 1',
  recall_initiation_date: '20260131',
  openfda: { product_ndc: ['0591-0405'], package_ndc: ['0591-0405-01'] },
  ...over,
});
const refusal = (json: unknown) => {
  try {
    parseOpenFdaRecalls(json);
  } catch (error) {
    expect(error).toBeInstanceOf(RecallFormatError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('parseOpenFdaRecalls', () => {
  it('reads a report into a record', () => {
    expect(parseOpenFdaRecalls({ meta: {}, results: [report()] })).toEqual([
      {
        recall_number: 'D-0001-2026',
        status: 'Ongoing',
        state: 'FL',
        classification: 'Class II',
        product_description: 'Something 5 mg',
        code_info: 'Lot 1',
        reason_for_recall: '',
        recalling_firm: '',
        product_ndcs: ['0591-0405'],
        package_ndcs: ['0591-0405-01'],
        recall_initiation_date: '2026-01-31',
        report_date: null,
      },
    ]);
  });
  it('accepts a report without openfda and keeps the last of a repeated recall number', () => {
    const records = parseOpenFdaRecalls({
      results: [report({ openfda: {} }), report({ status: 'Completed', openfda: undefined })],
    });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'Completed', product_ndcs: [], package_ndcs: [] });
  });
  it('refuses wrong shapes with a message naming the report', () => {
    expect(refusal([])).toBe(m.wrongShape);
    expect(refusal({ results: {} })).toBe(m.wrongShape);
    expect(refusal(null)).toBe(m.wrongShape);
    expect(refusal({ results: [report(), 5] })).toBe(m.badRecord(1, 'not an object'));
    expect(refusal({ results: [report({ recall_number: '' })] })).toBe(
      m.badRecord(0, 'recall_number is missing'),
    );
    expect(refusal({ results: [report({ status: 7 })] })).toBe(m.badRecord(0, 'status is missing'));
    expect(refusal({ results: [report({ recall_initiation_date: '20260230' })] })).toBe(
      m.badRecord(0, 'recall_initiation_date: date "20260230" is not YYYYMMDD'),
    );
    expect(refusal({ results: [report({ code_info: 'a\u0000b' })] })).toBe(
      m.badRecord(0, 'code_info: contains characters that are not allowed'),
    );
    expect(refusal({ results: [report({ openfda: { product_ndc: ['12;drop'] } })] })).toContain(
      'an NDC is not',
    );
    expect(refusal({ results: [report({ state: 'Florida' })] })).toContain('state is not a two-letter code');
  });
  it('refuses text that is not JSON', () => {
    expect(() => parseOpenFdaText('{"results": [')).toThrow(m.notJson);
  });
  it('reads the bundled snapshot, which holds the shared demo recall', () => {
    const records = snapshotRecalls();
    expect(records.length).toBeGreaterThanOrEqual(8);
    expect(records.find((r) => r.recall_number === 'D-0123-2026')).toMatchObject({
      state: 'FL',
      status: 'Ongoing',
      classification: 'Class II',
      product_ndcs: ['69547-353'],
      package_ndcs: ['69547-353-02'],
      code_info: 'Lot #: NX24A17, Exp 03/27',
    });
  });
});
