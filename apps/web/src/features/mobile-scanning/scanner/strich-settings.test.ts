import { scannerSettings } from '@homer/contracts/mobile-scanning';
import { describe, expect, it } from 'vitest';
import { strichConfiguration } from './strich-settings.ts';

const host = {} as HTMLElement;

describe('strichConfiguration', () => {
  it("gives STRICH the zxing path's symbologies, interval, region and resolution", () => {
    const configuration = strichConfiguration(host, false);
    expect(configuration.selector).toBe(host);
    expect(configuration.engine).toMatchObject({
      symbologies: ['code128', 'datamatrix', 'qr', 'pdf417'],
      duplicateInterval: 2000,
    });
    expect(configuration.locator?.regionOfInterest).toEqual({ left: 0.1, right: 0.1, top: 0.3, bottom: 0.3 });
    expect(scannerSettings.resolution).toEqual({ width: 1920, height: 1080 });
    expect(configuration.frameSource?.resolution).toBe('full-hd');
    expect(configuration.feedback).toEqual({ audio: false, vibration: false });
  });

  it('needs one scan line for a patient id and three otherwise', () => {
    expect(strichConfiguration(host, true).engine?.minScanlinesNeeded).toBe(1);
    expect(strichConfiguration(host, false).engine?.minScanlinesNeeded).toBe(3);
  });
});
