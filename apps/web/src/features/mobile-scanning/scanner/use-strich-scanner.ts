import { scannerSettings } from '@homer/contracts/mobile-scanning';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { createDuplicateFilter } from './duplicate-filter.ts';
import { openStrichReader, type StrichSession } from './strich-reader.ts';
import type { ScannerState } from './use-camera-scanner.ts';

// One camera: a reader opened while the previous one still holds the stream fails, so each waits for the last.
let previousReleased: Promise<void> = Promise.resolve();

/**
 * Runs STRICH in `host` while `licenseKey` is set, handing every new code to `onCode` and reporting a failure to
 * start through `onFailure` (the error as thrown; see describeStrichFailure). Destroys the reader when the page goes.
 */
export function useStrichScanner(
  host: RefObject<HTMLElement | null>,
  licenseKey: string | null,
  isPid: boolean,
  onCode: (value: string) => void,
  onFailure: (error: unknown) => void,
): ScannerState {
  const [state, setState] = useState<ScannerState>('initializing');
  const latestCode = useRef(onCode);
  latestCode.current = onCode;
  const latestFailure = useRef(onFailure);
  latestFailure.current = onFailure;

  useEffect(() => {
    const element = host.current;
    if (!licenseKey || !element) return;
    let stopped = false;
    // STRICH's own 2000 ms interval counts from a code's first sighting and hides the sightings in between, so a
    // code held in view comes again every 2 s (zxing waits until it has been out of view for 2 s); a shorter STRICH
    // interval would report, and meter, every frame. This filter applies the zxing rule to what STRICH does report:
    // the same text under two symbologies, or twice in one batch, is one scan.
    const isNew = createDuplicateFilter(scannerSettings.duplicateIntervalMs);
    const opening = previousReleased.then(() =>
      openStrichReader({
        host: element,
        licenseKey,
        isPid,
        onCodes: (codes) => {
          const now = Date.now();
          return codes.map((code) => {
            const fresh = isNew(code, now);
            if (fresh) latestCode.current(code);
            return fresh;
          });
        },
      }),
    );
    opening.then(
      () => {
        if (!stopped) setState('scanning');
      },
      (error: unknown) => {
        if (stopped) return;
        setState('failed');
        latestFailure.current(error);
      },
    );
    return () => {
      stopped = true;
      previousReleased = opening.then(
        (session: StrichSession) => session.destroy().catch(() => undefined),
        () => undefined,
      );
    };
  }, [host, licenseKey, isPid]);

  return state;
}
