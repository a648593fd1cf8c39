import { describe, expect, it } from 'vitest';
import { fingerprintOf, normalizeMessage, topFrame } from './fingerprint.ts';

describe('error fingerprints', () => {
  it('reads the top frame of V8 and Firefox/Safari stacks without origin, build hash or position', () => {
    expect(topFrame('TypeError: x\n    at onSave (https://h/assets/user-edit-page-Bx81kQ2a.js:1:4211)')).toBe(
      'onSave user-edit-page.js',
    );
    expect(topFrame('Error\n    at /srv/apps/api/src/features/x/store.ts:10:5')).toBe('<anonymous> store.ts');
    expect(topFrame('onSave@https://h/assets/user-edit-page-Bx81kQ2a.js?v=1:1:4211\n')).toBe(
      'onSave user-edit-page.js',
    );
    expect(topFrame('no frames here')).toBe('');
    expect(topFrame(undefined)).toBe('');
  });

  it('groups messages that differ only in numbers or quoted values', () => {
    expect(normalizeMessage("Cannot read 'abc' at index 7")).toBe("Cannot read '…' at index N");
    const a = fingerprintOf('web', 'TypeError', 'index 7 of "x"', 'at f (/a-Bx81kQ2a.js:1:2)');
    expect(fingerprintOf('web', 'TypeError', 'index 9 of "y"', 'at f (/a-Zz99aa11.js:5:6)')).toBe(a);
    expect(fingerprintOf('server', 'TypeError', 'index 7 of "x"', 'at f (/a-Bx81kQ2a.js:1:2)')).not.toBe(a);
    expect(fingerprintOf('web', 'RangeError', 'index 7 of "x"', 'at f (/a-Bx81kQ2a.js:1:2)')).not.toBe(a);
  });
});
