import { mobileScanningMessages as m, type StrichLicense } from '@homer/contracts/mobile-scanning';

/** What the phone runs: nothing yet while the licence is asked for, STRICH with its key, or zxing-wasm. */
export type ReaderChoice =
  | { reader: 'pending' }
  | { reader: 'strich'; licenseKey: string }
  | { reader: 'zxing' };

/** The licence call as react-query reports it. */
export type LicenseAnswer = { status: 'pending' | 'error' | 'success'; data?: StrichLicense };

/**
 * STRICH when the server has a key and STRICH has not failed on this page; otherwise the built-in reader. A failed
 * licence call falls back too: scanning must not depend on an optional SDK. The camera waits for the answer, so
 * one reader never has to hand it over to the other.
 */
export function chooseReader(license: LicenseAnswer, strichFailed: boolean): ReaderChoice {
  if (license.status === 'pending') return { reader: 'pending' };
  const licenseKey = license.data?.licenseKey?.trim();
  if (license.status === 'success' && licenseKey && !strichFailed) return { reader: 'strich', licenseKey };
  return { reader: 'zxing' };
}

/** The line under the camera naming the active reader; empty until one is chosen. */
export function readerLabel(choice: ReaderChoice): string {
  if (choice.reader === 'strich') return m.readerStrich;
  if (choice.reader === 'zxing') return m.readerZxing;
  return '';
}
