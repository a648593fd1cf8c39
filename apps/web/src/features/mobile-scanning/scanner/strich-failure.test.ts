import { mobileScanningMessages as m } from '@homer/contracts/mobile-scanning';
import { describe, expect, it } from 'vitest';
import { describeStrichFailure, StrichStartError } from './strich-failure.ts';

// The SDK's SdkError messages (1.17.0) for the licence check.
const offline = { message: 'The license key could not be checked. An internet connection is required.' };
const refused = { message: 'The license key is invalid or expired. Please obtain a new one.' };

describe('describeStrichFailure', () => {
  it('tells an unchecked licence from a refused one', () => {
    expect(describeStrichFailure(new StrichStartError('licence', offline))).toBe(
      'its licence could not be checked, which needs an internet connection',
    );
    expect(describeStrichFailure(new StrichStartError('licence', refused))).toBe(
      'its licence key was not accepted (wrong or expired)',
    );
  });

  it('names a failed download and a refused camera, and says something plain about the rest', () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module');
    expect(describeStrichFailure(new StrichStartError('download', chunk))).toBe(
      "its program could not be downloaded; check the phone's connection",
    );
    const camera = { message: 'Camera access is not permitted', duringCameraAccess: true };
    expect(describeStrichFailure(new StrichStartError('reader', camera))).toBe(
      'the camera could not be opened',
    );
    for (const error of [new StrichStartError('reader', new Error('WebGL2 missing')), 'odd', null])
      expect(describeStrichFailure(error)).toBe('it could not be set up in this browser');
  });

  it('makes the warning a full sentence with what happens next', () => {
    expect(m.strichFailed('the camera could not be opened')).toBe(
      'The STRICH barcode reader could not start: the camera could not be opened. The built-in reader is used ' +
        'instead, so you can keep scanning. If this keeps happening, tell your HOMER administrator.',
    );
  });
});
