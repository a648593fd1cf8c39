import type { PhoneScan } from '@homer/contracts/mobile-scanning';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';

/** The page a phone's scans are addressed to: the desktop page's path, without its changing query. */
export function currentParentUrl(): string {
  return window.location.pathname;
}

/**
 * Calls `onScan` with each scan of the user's phone addressed to this page, while the component is mounted.
 * Scans for another page the user has open (another tab) are that page's.
 */
export function usePhoneScans(onScan: (scan: PhoneScan) => void): void {
  useLiveEvent('phoneScan', (scan) => {
    if (scan.parentUrl === currentParentUrl()) onScan(scan);
  });
}
