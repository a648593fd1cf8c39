import { mobileScanningMessages as m, scannerSettings } from '@homer/contracts/mobile-scanning';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { toast } from '../../../shared/ui/toast.ts';
import { loadBarcodeReader } from './barcode-reader.ts';
import { createDuplicateFilter } from './duplicate-filter.ts';
import { regionOfInterest } from './region.ts';

export type ScannerState = 'initializing' | 'scanning' | 'failed';

/** Time between frames read: the reader takes tens of ms per frame on a phone, so more would only queue. */
const frameGapMs = 120;

/**
 * Opens the back camera at full HD (spec §9), reads the region of interest of each frame and hands every new code
 * (duplicates within 2000 ms ignored) to `onCode`. Stops the camera when the page goes. Does nothing until
 * `enabled`: the page first learns whether STRICH reads instead (decision 109).
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  isPid: boolean,
  onCode: (value: string) => void,
  enabled: boolean,
): ScannerState {
  const [state, setState] = useState<ScannerState>('initializing');
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const isNew = createDuplicateFilter(scannerSettings.duplicateIntervalMs);
    const canvas = document.createElement('canvas');
    const context2d = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      const [read, media] = await Promise.all([
        loadBarcodeReader(isPid),
        navigator.mediaDevices.getUserMedia({
          audio: false,
          video: {
            facingMode: 'environment',
            width: { ideal: scannerSettings.resolution.width },
            height: { ideal: scannerSettings.resolution.height },
          },
        }),
      ]);
      stream = media;
      const element = video.current;
      if (stopped || !element || !context2d) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      element.srcObject = media;
      await element.play();
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        if (element.videoWidth > 0) {
          const roi = regionOfInterest(element.videoWidth, element.videoHeight);
          canvas.width = roi.width;
          canvas.height = roi.height;
          context2d.drawImage(element, roi.x, roi.y, roi.width, roi.height, 0, 0, roi.width, roi.height);
          const codes = await read(context2d.getImageData(0, 0, roi.width, roi.height));
          const now = Date.now();
          for (const code of codes) if (isNew(code, now)) latest.current(code);
        }
        timer = window.setTimeout(() => void tick(), frameGapMs);
      };
      void tick();
    };

    start().catch((error: unknown) => {
      if (stopped) return;
      setState('failed');
      toast.error(m.loadError(error instanceof Error ? error.message : String(error)), {
        autoCloseMs: false,
      });
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [video, isPid, enabled]);

  return state;
}
