import { describe, expect, it } from 'vitest';
import { defaultReportRange } from './report-range.ts';

describe('defaultReportRange', () => {
  it('covers the twelve months up to today', () => {
    expect(defaultReportRange(new Date(2026, 10, 24))).toEqual({ from: '2025-12-01', to: '2026-11-24' });
    expect(defaultReportRange(new Date(2026, 0, 5))).toEqual({ from: '2025-02-01', to: '2026-01-05' });
  });
});
