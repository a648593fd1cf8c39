import { scannerSettings } from '@homer/contracts/mobile-scanning';
// The reader's WebAssembly is one of the app's own hashed assets: never the package's CDN default.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type BarcodeReader = (image: ImageData) => Promise<string[]>;

/**
 * Loads zxing-wasm's reader (with the scanner page, not before) and returns a reader for the spec's symbologies
 * (§5): one scan line suffices for a patient id (isPid), otherwise three must agree for a linear code.
 */
export async function loadBarcodeReader(isPid: boolean): Promise<BarcodeReader> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const options = {
    formats: [...scannerSettings.formats],
    minLineCount: isPid ? scannerSettings.minLineCountPid : scannerSettings.minLineCount,
    tryHarder: true,
    maxNumberOfSymbols: 1,
  };
  return async (image) => {
    const results = await readBarcodes(image, options);
    return results.filter((result) => result.isValid && result.text !== '').map((result) => result.text);
  };
}
