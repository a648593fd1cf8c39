import { scannerSettings } from '@homer/contracts/mobile-scanning';
// Types only: the SDK itself loads in its own chunk, and only when a licence key is configured.
import type { Configuration, SymbologyName } from '@pixelverse/strichjs-sdk';

type SpecFormat = (typeof scannerSettings.formats)[number];

/** The spec's symbologies (§5) by STRICH's names; a format added to the contract fails to compile until named here. */
const strichSymbologies: Record<SpecFormat, SymbologyName> = {
  Code128: 'code128',
  DataMatrix: 'datamatrix',
  QRCode: 'qr',
  PDF417: 'pdf417',
};

/**
 * The zxing path's settings (spec §5, §9) in STRICH's terms. STRICH chooses the back camera itself. Its beep and
 * vibration are off: the page gives its own feedback once the desktop has the scan, under its sound switch.
 */
export function strichConfiguration(host: HTMLElement, isPid: boolean): Configuration {
  const sides = scannerSettings.roiSides;
  const topBottom = scannerSettings.roiTopBottom;
  return {
    selector: host,
    engine: {
      symbologies: scannerSettings.formats.map((format) => strichSymbologies[format]),
      // STRICH's scan lines are zxing's minLineCount: one for a patient id, three otherwise.
      minScanlinesNeeded: isPid ? scannerSettings.minLineCountPid : scannerSettings.minLineCount,
      duplicateInterval: scannerSettings.duplicateIntervalMs,
    },
    locator: { regionOfInterest: { left: sides, right: sides, top: topBottom, bottom: topBottom } },
    // 'full-hd' is 1920×1080, the resolution the contract asks for.
    frameSource: { resolution: 'full-hd' },
    // The page's own dimming of the region, drawn by STRICH around its viewfinder instead.
    overlay: { showCameraSelector: false, maskColor: 'rgba(0,0,0,0.45)' },
    feedback: { audio: false, vibration: false },
  };
}
