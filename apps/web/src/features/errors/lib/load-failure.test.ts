import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './load-failure.ts';

describe('isChunkLoadError', () => {
  it('recognises a failed dynamic import in each browser and a failed CSS preload', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/page-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://localhost/assets/page-1.js',
      'Unable to preload CSS for /assets/page-1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors to the generic error page', () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
