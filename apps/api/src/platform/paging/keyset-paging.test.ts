import { describe, expect, it } from 'vitest';
import { isKeyText } from './keyset-paging.ts';

describe('cursor key texts', () => {
  it('accepts what PostgreSQL prints for each kind', () => {
    expect(isKeyText('timestamp', '2026-11-01 00:00:00.123401')).toBe(true);
    expect(isKeyText('timestamp', '2026-11-01 00:00:00')).toBe(true);
    expect(isKeyText('timestamp', 'infinity')).toBe(true);
    expect(isKeyText('date', '2028-02-29')).toBe(true);
    expect(isKeyText('numeric', '-12.50')).toBe(true);
    expect(isKeyText('integer', '2147483647')).toBe(true);
    expect(isKeyText('text', 'PO-7 ünïcode')).toBe(true);
  });

  it('refuses what PostgreSQL would fail to cast (a 500) or could not store', () => {
    for (const [kind, text] of [
      ['timestamp', '2026-02-30 00:00:00'],
      ['timestamp', '2026-11-01 24:00:00'],
      ['timestamp', '2026-11-01T00:00:00Z'],
      ['timestamp', '2026-11-01 00:00:00.1234567'],
      ['timestamp', 'now'],
      ['date', '2027-02-29'],
      ['date', 'today'],
      ['numeric', '1e5'],
      ['numeric', 'NaN'],
      ['integer', '2147483648'],
      ['integer', '1.5'],
      ['text', 'a\u0000b'],
      ['text', '\ud800'],
      ['text', 'x'.repeat(501)],
    ] as const) {
      expect(isKeyText(kind, text), `${kind} ${text}`).toBe(false);
    }
  });
});
