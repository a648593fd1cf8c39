import type { Envelope } from '@homer/contracts/envelope';
import { mobileScanningPaths, type PhoneScan, scannerSettings } from '@homer/contracts/mobile-scanning';
import { ApiError, apiPost } from '../../shared/lib/api-client.ts';
import { toast } from '../../shared/ui/toast.ts';

/** Sends one scan to the desktop page; a refusal is an error toast, top right, for 2 seconds (spec §8). */
export async function sendScan(parentUrl: string, value: string): Promise<PhoneScan | null> {
  try {
    const envelope = await apiPost<Envelope<PhoneScan, null>>(mobileScanningPaths.scan, {
      query: { parentUrl },
      body: { value },
      silent: true,
      skipErrorHandling: true,
    });
    return envelope.value;
  } catch (error) {
    const message = error instanceof ApiError ? error.message : (error as Error).message;
    toast.error(message, { position: 'top-right', autoCloseMs: scannerSettings.errorToastMs });
    return null;
  }
}
