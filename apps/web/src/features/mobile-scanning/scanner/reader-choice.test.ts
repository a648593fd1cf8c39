import { describe, expect, it } from 'vitest';
import { chooseReader, readerLabel } from './reader-choice.ts';

const answered = (licenseKey: string | null) => ({ status: 'success' as const, data: { licenseKey } });

describe('chooseReader', () => {
  it('waits for the licence answer before either reader takes the camera', () => {
    expect(chooseReader({ status: 'pending' }, false)).toEqual({ reader: 'pending' });
  });

  it('runs STRICH with the configured key', () => {
    expect(chooseReader(answered('key-1'), false)).toEqual({ reader: 'strich', licenseKey: 'key-1' });
  });

  it('keeps the built-in reader without a key, after a failed licence call, and once STRICH has failed', () => {
    expect(chooseReader(answered(null), false)).toEqual({ reader: 'zxing' });
    expect(chooseReader(answered('   '), false)).toEqual({ reader: 'zxing' });
    expect(chooseReader({ status: 'error' }, false)).toEqual({ reader: 'zxing' });
    expect(chooseReader(answered('key-1'), true)).toEqual({ reader: 'zxing' });
  });
});

describe('readerLabel', () => {
  it('names the active reader, and nothing while it is being chosen', () => {
    expect(readerLabel({ reader: 'strich', licenseKey: 'key-1' })).toBe('Reader: STRICH');
    expect(readerLabel({ reader: 'zxing' })).toBe('Reader: ZXing (built in)');
    expect(readerLabel({ reader: 'pending' })).toBe('');
  });
});
