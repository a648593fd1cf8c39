import { afterPaintScript } from '@homer/contracts/inline-scripts';
import { describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys.ts';

describe('storage keys', () => {
  it('are the ones the inline script of a rendered page reads for a stored sign-in', () => {
    expect(afterPaintScript).toContain(`localStorage.getItem('${storageKeys.jwt}')`);
  });
});
