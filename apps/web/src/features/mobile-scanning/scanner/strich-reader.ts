import { type StrichStage, StrichStartError } from './strich-failure.ts';
import { strichConfiguration } from './strich-settings.ts';

/** A running STRICH reader; destroy releases the camera. */
export type StrichSession = { destroy: () => Promise<void> };

/** Receives each batch of codes STRICH reports; answers, per code, whether it was taken as a new scan. */
export type CodesHandler = (codes: string[]) => boolean[];

async function step<T>(stage: StrichStage, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StrichStartError(stage, error);
  }
}

/**
 * Loads the STRICH SDK (its own chunk, fetched only here), checks the licence key and starts a reader in `host`.
 * Any failure is a StrichStartError naming the step, with the camera already released.
 */
export async function openStrichReader(options: {
  host: HTMLElement;
  licenseKey: string;
  isPid: boolean;
  onCodes: CodesHandler;
}): Promise<StrichSession> {
  const { StrichSDK, BarcodeReader } = await step('download', () => import('@pixelverse/strichjs-sdk'));
  await step('licence', () => StrichSDK.initialize(options.licenseKey));
  const reader = await step(
    'reader',
    () => new BarcodeReader(strichConfiguration(options.host, options.isPid)),
  );
  // A code the page did not take (a duplicate) is not highlighted by STRICH's overlay.
  reader.detected = (detections) => options.onCodes(detections.map((detection) => detection.data));
  try {
    await step('reader', () => reader.initialize());
    await step('reader', () => reader.start());
  } catch (error) {
    await reader.destroy().catch(() => undefined);
    throw error;
  }
  return reader;
}
